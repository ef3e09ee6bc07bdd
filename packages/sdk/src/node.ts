// Node-only adapters of @ftm-wallet/sdk (file storage, native scrypt). Never imported by browser code.
export {}
