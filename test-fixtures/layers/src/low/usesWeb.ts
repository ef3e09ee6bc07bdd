// @ts-nocheck: the fixture names a package it does not depend on.
import { anything } from '@ftm-wallet/web'

export const web = anything
