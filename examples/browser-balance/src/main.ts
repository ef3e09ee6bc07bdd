// A minimal page over @ftm-wallet/sdk: open a wallet from a private key (kept only as an encrypted keystore in
// memory), show its FTM balance, and send FTM through the send machine (form → confirm → signing → sending →
// verifying → success). Query parameters: ?api=<Fantom API URL>&chainId=<id> (the devnet by default).
import {
  createApiClient,
  createKeystoreSigner,
  devnet,
  formatFtm,
  getAccountBalances,
  isWalletError,
  type KeystoreSigner,
  parseFtm,
  restoreWalletFromPrivateKey,
} from '@ftm-wallet/sdk'
import { sendFtmMachine } from '@ftm-wallet/sdk/machines'
import { createActor } from 'xstate'

const query = new URLSearchParams(location.search)
const network = {
  ...devnet,
  chainId: Number(query.get('chainId') ?? devnet.chainId),
  apiUrls: [query.get('api') ?? devnet.apiUrls[0] ?? ''],
}
// Lower scrypt costs are for tests only: a keystore is as strong as this number.
const scryptN = query.has('scryptN') ? Number(query.get('scryptN')) : undefined
const client = createApiClient({ network })

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const status = $<HTMLParagraphElement>('status')
let wallet: { address: string; signer: KeystoreSigner } | null = null

function show(text: string, state: string) {
  status.textContent = text
  status.dataset.state = state
}

async function showBalance() {
  if (!wallet) return
  const [balance] = await getAccountBalances(client, { addresses: [wallet.address] })
  $('balance').textContent = formatFtm(balance?.balance ?? 0n)
}

$<HTMLFormElement>('open').addEventListener('submit', async (event) => {
  event.preventDefault()
  show('Opening…', 'opening')
  try {
    const { address, keystore } = await restoreWalletFromPrivateKey({
      privateKey: $<HTMLInputElement>('key').value,
      password: $<HTMLInputElement>('password').value,
      ...(scryptN ? { scryptN } : {}),
    })
    $<HTMLInputElement>('key').value = ''
    $<HTMLInputElement>('password').value = ''
    wallet = {
      address,
      signer: createKeystoreSigner({ account: { address, keystore }, chainId: network.chainId }),
    }
    $('address').textContent = address
    $('send').hidden = false
    await showBalance()
    show('', 'ready')
  } catch (error) {
    show(isWalletError(error) ? error.message : String(error), 'error')
  }
})

$<HTMLFormElement>('send').addEventListener('submit', (event) => {
  event.preventDefault()
  if (!wallet) return
  let amount: bigint
  try {
    amount = parseFtm($<HTMLInputElement>('amount').value)
  } catch (error) {
    show(isWalletError(error) ? error.message : String(error), 'error')
    return
  }
  const recipient = $<HTMLInputElement>('recipient').value.trim()
  const actor = createActor(sendFtmMachine, {
    input: {
      client,
      network,
      signer: wallet.signer,
      params: { recipient, amount },
      refresh: () => void showBalance(),
    },
  })
  const confirm = $('confirm')
  const password = $<HTMLInputElement>('confirm-password')
  $('confirm-button').onclick = () => {
    actor.send({ type: 'CONFIRM', password: password.value })
    password.value = ''
  }
  $('reject').onclick = () => actor.send({ type: 'REJECT' })
  actor.subscribe((snapshot) => {
    const state = String(snapshot.value)
    const { context } = snapshot
    confirm.hidden = state !== 'confirm'
    if (state === 'confirm') {
      $('fee').textContent = formatFtm(context.transaction?.fee ?? 0n)
      show(context.error ? context.error.message : 'Confirm with your password', state)
    } else if (state === 'verifying') show('Verifying Transaction', state)
    else if (state === 'success') show(`Sent: ${context.hash}`, state)
    else if (state === 'rejected') show('Transaction rejected', state)
    else if (state === 'failed' || (state === 'form' && context.error)) {
      show(`${context.error?.title}: ${context.error?.message}`, 'failed')
    } else show(`${state[0]?.toUpperCase()}${state.slice(1)}…`, state)
  })
  actor.start()
})
