import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createWalletQueryClient, createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { DetailDialogs, type DetailDialogsProps } from './DetailDialogs.js'
import { FTM, makeDelegation, makeValidator } from './stakingFixtures.test-util.js'

// A keystore account in the active seat (the Web3 Secret Storage test vector's file, source named in the fixture;
// it never holds funds: the API here is a closed port, so a flow stops before anything is signed).
const fixture = ['test-fixtures', '../../test-fixtures']
  .map((dir) => join(process.cwd(), dir, 'vectors/web3-secret-storage.json'))
  .find((path) => existsSync(path)) as string
const vector = JSON.parse(readFileSync(fixture, 'utf8')) as { address: string; pbkdf2: { keystore: object } }
const key = { address: `0x${vector.address}` }
const keystore = JSON.stringify(vector.pbkdf2.keystore)

async function renderDialogs(props: Partial<DetailDialogsProps>) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  await services.accounts.addAccount({ address: key.address, type: 'keystore', keystore })
  await services.accounts.setActiveAccount({ address: key.address, type: 'keystore' })
  const apiUrls = ['http://127.0.0.1:9/api']
  const client = createApiClient({ endpoints: apiUrls, status: createApiStatus(), retries: 0 })
  const onClose = vi.fn()
  render(
    <WalletProvider
      network={{ ...devnet, apiUrls }}
      client={client}
      services={services}
      queryClient={createWalletQueryClient()}
    >
      <MemoryRouter>
        <DetailDialogs
          action={{ kind: 'claim' }}
          address={key.address}
          delegation={makeDelegation()}
          validator={makeValidator()}
          minLockupDuration={14 * 86_400}
          withdrawalPeriodTime={86_400}
          isValidatorAccount={false}
          onClose={onClose}
          {...props}
        />
      </MemoryRouter>
    </WalletProvider>,
  )
  return { onClose }
}

const stageLabels = async (dialog: HTMLElement) =>
  Array.from(
    (await within(dialog).findByRole('list', { name: 'Steps' }, { timeout: 5000 })).querySelectorAll('li'),
    (li) => li.textContent,
  )

describe('DetailDialogs', () => {
  it("blocks claim & restake above the validator's delegation limit", async () => {
    await renderDialogs({
      action: { kind: 'restake' },
      validator: makeValidator({ delegatedLimit: 1_555n * 10n ** 15n }),
    })
    const dialog = screen.getByRole('dialog', { name: 'Claim & Restake' })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Staking limit reached. You can restake max 1.55 FTM on validator Validator Three, 3',
    )
  })

  it('runs an undelegation of more than the unlocked part as Unlock, Confirm, Undelegate, Finished', async () => {
    const delegation = makeDelegation({
      isDelegationLocked: true,
      unlockedAmount: 400n * FTM,
      lockedUntil: Math.floor(Date.now() / 1000) + 30 * 86_400,
      lockDuration: 30 * 86_400,
      pendingRewards: 0n,
    })
    await renderDialogs({ action: { kind: 'undelegate' }, delegation })
    const dialog = screen.getByRole('dialog', { name: 'Undelegate' })
    fireEvent.change(within(dialog).getByLabelText('Amount (FTM)'), { target: { value: '500' } })
    expect(within(dialog).getByText('100 FTM of 500 FTM are still locked.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undelegate' }))
    expect(await stageLabels(dialog)).toEqual(['Unlock', 'Confirm', 'Undelegate', 'Finished'])
  })

  it('runs an undelegation within the unlocked part as Undelegate, Confirm, Finished', async () => {
    await renderDialogs({
      action: { kind: 'undelegate' },
      delegation: makeDelegation({ pendingRewards: 0n }),
    })
    const dialog = screen.getByRole('dialog', { name: 'Undelegate' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entire Delegation' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undelegate' }))
    expect(await stageLabels(dialog)).toEqual(['Undelegate', 'Confirm', 'Finished'])
  })

  it("locks from the form with 'Ok, lock' into Lock, Confirm, Finished", async () => {
    const validator = makeValidator({ lockedUntil: Math.floor(Date.now() / 1000) + 200 * 86_400 })
    await renderDialogs({ action: { kind: 'lock' }, validator })
    const dialog = screen.getByRole('dialog', { name: 'Lock Delegation' })
    expect(within(dialog).getByText(/^Delegation will be locked until /)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok, lock' }))
    expect(await stageLabels(dialog)).toEqual(['Lock', 'Confirm', 'Finished'])
  })
})
