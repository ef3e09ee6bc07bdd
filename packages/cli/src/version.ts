/** The CLI's version, kept equal to package.json's (checked by a test). */
export const CLI_VERSION = '0.1.0'
