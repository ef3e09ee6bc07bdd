import { getCreateAddress, id, type Wallet } from 'ethers'

// Two tiny contracts written in raw EVM bytecode for API tests on a bare chain (no compiler needed).

function initCode(runtime: string): string {
  const size = (runtime.length / 2).toString(16).padStart(2, '0')
  // CODECOPY(0, 12, size); RETURN(0, size): the 12-byte constructor returns the runtime code after it.
  return `0x60${size}600c60003960${size}6000f3${runtime}`
}

/** Every call reverts with Error("nope"). */
export const REVERTER_INIT = initCode(
  `7f08c379a0${'0'.repeat(56)}600052` + // mstore(0, selector of Error(string))
    '6020600452' + // mstore(4, 0x20)
    '6004602452' + // mstore(0x24, 4)
    `7f6e6f7065${'0'.repeat(56)}604452` + // mstore(0x44, "nope")
    '60646000fd', // revert(0, 0x64)
)

/** Every call emits Transfer(caller, 0x…dEaD, 42), as an ERC20 transfer would. */
export const TRANSFER_EMITTER_INIT = initCode(
  '602a600052' + // mstore(0, 42)
    `73${'000000000000000000000000000000000000dead'}` + // topic2: recipient
    '33' + // topic1: caller
    `7f${id('Transfer(address,address,uint256)').slice(2)}` + // topic0
    '60206000a300', // log3(0, 32, …); stop
)

/** Deploys `init` from `wallet` (nonce given) and returns the contract address. */
export async function deployRaw(
  wallet: Wallet,
  init: string,
  nonce: number,
  send: (raw: string) => Promise<string>,
) {
  const raw = await wallet.signTransaction({
    data: init,
    gasLimit: 200_000n,
    gasPrice: 5_000_000_000n,
    nonce,
    chainId: 4003,
  })
  await send(raw)
  return getCreateAddress({ from: wallet.address, nonce }).toLowerCase()
}
