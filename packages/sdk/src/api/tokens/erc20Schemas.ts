import * as z from 'zod'
import { address, hexBigInt, int } from '../scalars.js'

const base = {
  address,
  name: /* @__PURE__ */ z.string(),
  symbol: /* @__PURE__ */ z.string(),
  decimals: int,
  totalSupply: hexBigInt,
  logoURL: /* @__PURE__ */ z.string(),
}

const rename = <T extends { logoURL: string }>({ logoURL, ...rest }: T) => ({ ...rest, logoUrl: logoURL })

/** ERC20Token without a balance (the server spells it logoURL; ours is logoUrl like DefiToken). */
export const erc20TokenSchema = /* @__PURE__ */ z.object(base).transform(rename)
/** ERC20Token with `balanceOf(owner)` as `balance`. */
export const erc20TokenWithBalanceSchema = /* @__PURE__ */ z
  .object({ ...base, balanceOf: hexBigInt })
  .transform(({ balanceOf, ...rest }) => ({ ...rename(rest), balance: balanceOf }))

export interface Erc20Token {
  readonly address: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly totalSupply: bigint
  readonly logoUrl: string
  /** `balanceOf(owner)` when an owner was given. */
  readonly balance?: bigint
}

export const ERC20_TOKEN_FIELDS = 'address name symbol decimals totalSupply logoURL'
