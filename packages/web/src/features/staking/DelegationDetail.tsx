import {
  canClaimRewards,
  canExtendLock,
  canIncreaseDelegation,
  canLockDelegation,
  canMintSftm,
  canUndelegate,
  computeUnlockDateTone,
  type Delegation,
  type StakerListItem,
  stakingTexts,
  type WithdrawRequest,
} from '@ftm-wallet/sdk'
import { isAllowed, repaySftmFlow } from '@ftm-wallet/sdk/machines'
import { Link } from 'react-router'
import { useAmountText, useDisplay } from '../../ui/display.js'
import { UndelegationHistory } from './UndelegationHistory.js'

export type DetailAction =
  | 'claim'
  | 'restake'
  | 'undelegate'
  | 'lock'
  | 'extend'
  | 'mintSftm'
  | 'repaySftm'
  | 'claimUnconditioned'

export interface DelegationDetailProps {
  delegation: Delegation
  validator: StakerListItem | undefined
  /** Current unix seconds (the chain's). */
  now: number
  withdrawalPeriodTime: number
  sftmBalance: bigint
  /** The mintSFTM feature (off by default). */
  mintSftmEnabled: boolean
  /** The account is the validator itself. */
  isValidatorAccount: boolean
  explorerAddress: (address: string) => string | undefined
  /** The stake form with this validator fixed (increase delegation). */
  increasePath: string
  onAction: (action: DetailAction) => void
  onWithdraw: (request: WithdrawRequest) => void
}

const date = (seconds: number) => new Date(seconds * 1000).toLocaleString()

/**
 * Delegation detail (docs/behaviour/staking.md#screens): fields, actions, Advanced Functions, Undelegation History.
 */
export function DelegationDetail(props: DelegationDetailProps) {
  const { delegation: d, validator, now, onAction } = props
  const { fractionDigits } = useDisplay()
  // Amounts in the user's decimal points (docs/behaviour/tokens-and-assets.md#number-formatting).
  const amountText = useAmountText()
  const tone = computeUnlockDateTone({ ...d, now })
  const extend = canExtendLock({
    delegation: d,
    validatorLockedUntil: validator?.lockedUntil ?? 0,
    isValidatorAccount: props.isValidatorAccount,
    now,
  })
  const lockAction = canLockDelegation(d, now) ? 'lock' : extend ? 'extend' : undefined
  const fields: [string, React.ReactNode][] = [
    ['Delegated', `${amountText(d.amountDelegated)} FTM`],
    ['Pending Rewards', `${amountText(d.pendingRewards)} FTM`],
    ['Claimed Rewards', '-'],
    ['Minted sFTM', `${amountText(d.outstandingSFTM)} sFTM`],
    ['Pending withdraw', `${amountText(d.amountInWithdraw)} FTM`],
    [
      'Validator',
      validator ? (
        <a
          key="validator"
          href={props.explorerAddress(validator.stakerAddress)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {validator.stakerInfo?.name || `${stakingTexts.unknownValidator} ${validator.stakerAddress}`}
        </a>
      ) : (
        stakingTexts.unknownValidator
      ),
    ],
    ['Validator Id', d.toStakerId.toString()],
    ['Delegation Time', date(d.createdTime)],
    [
      'Unlock Date',
      <span key="unlock" className={`chip message-${tone}`} data-tone={tone}>
        {d.lockedUntil > 0 ? date(d.lockedUntil) : '-'}
      </span>,
    ],
  ]
  // The repay flow's check: sFTM outstanding and held in full ("Can't repay sFTM, not enough unlocked sFTM"), its
  // amounts in the user's decimal points (docs/behaviour/tokens-and-assets.md#number-formatting).
  const repayCheck = repaySftmFlow.check(
    { validatorId: d.toStakerId, amount: d.outstandingSFTM },
    { sftmBalance: props.sftmBalance, fractionDigits },
  )
  // docs/behaviour/sftm.md#messages: with sFTM outstanding the SFC refuses to undelegate and to withdraw.
  const sftmOutstanding = d.outstandingSFTM > 0n
  const button = (action: DetailAction, label: string, enabled: boolean) => (
    <button type="button" className="btn" disabled={!enabled} onClick={() => onAction(action)}>
      {label}
    </button>
  )
  return (
    <div className="stack">
      {!d.isFluidStakingActive && (
        <p className="message message-warning" role="note">
          {stakingTexts.fluidStakingWarning}
        </p>
      )}
      <dl className="grid-2">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt className="muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <fieldset className="row">
        <legend className="visually-hidden">Actions</legend>
        {button('claim', 'Claim Rewards', canClaimRewards(d))}
        {button('restake', 'Claim & Restake', canClaimRewards(d))}
        {button('undelegate', 'Undelegate', canUndelegate(d) && !sftmOutstanding)}
        {button(lockAction ?? 'lock', lockButtonLabel(d, lockAction), lockAction !== undefined)}
        {button(
          'mintSftm',
          'Mint sFTM',
          canMintSftm({ delegation: d, mintSftmEnabled: props.mintSftmEnabled }),
        )}
        {button('repaySftm', 'Repay sFTM', isAllowed(repayCheck))}
        {canIncreaseDelegation(d) && (
          <Link className="btn" to={props.increasePath}>
            Increase delegation
          </Link>
        )}
      </fieldset>
      {/* docs/behaviour/sftm.md#repaying: why Repay sFTM is off while sFTM is outstanding. */}
      {sftmOutstanding && repayCheck.error && (
        <p className="message message-warning" role="note">
          {repayCheck.error.message}
        </p>
      )}
      {sftmOutstanding && canUndelegate(d) && (
        <p className="message message-warning" role="note">
          {stakingTexts.undelegateRepaySftmFirst}
        </p>
      )}
      <details>
        <summary>{stakingTexts.advancedFunctions}</summary>
        {button('claimUnconditioned', stakingTexts.claimUnconditioned, true)}
      </details>
      {d.withdrawRequests.length > 0 && (
        <UndelegationHistory
          requests={d.withdrawRequests}
          withdrawalPeriodTime={props.withdrawalPeriodTime}
          now={now}
          onWithdraw={props.onWithdraw}
          blockedBy={sftmOutstanding ? stakingTexts.withdrawRepaySftmFirst : undefined}
        />
      )}
    </div>
  )
}

/**
 * The lock button says whether a lock runs (docs/behaviour/staking.md#locking): 'Lock Delegation' when free,
 * 'Extend Lock Delegation' while a lock runs that can be extended, else 'Locked until {date}' (disabled).
 */
export function lockButtonLabel(
  d: { isDelegationLocked: boolean; lockedUntil: number },
  action: DetailAction | undefined,
): string {
  if (action === 'lock' || !d.isDelegationLocked) return 'Lock Delegation'
  if (action === 'extend') return 'Extend Lock Delegation'
  return `Locked until ${new Date(d.lockedUntil * 1000).toLocaleDateString()}`
}
