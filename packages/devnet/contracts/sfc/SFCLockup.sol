// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SFCStaking} from "./SFCStaking.sol";

/// Lock-up of delegations (docs/chain-and-api.md#lockup-rules), with the relock penalties of SFC 3.0.5, the last
/// Opera release: a relock stashes the penalty an unlock would have cost until the replaced lock's end (at most 30
/// ongoing, and no more than 3 small relocks that extend the lock by less than 14 days); an unlock pays the pro-rata
/// share of the current and the stashed penalties, capped at the amount.
abstract contract SFCLockup is SFCStaking {
    function lockStake(uint256 toValidatorID, uint256 lockupDuration, uint256 amount) external {
        address delegator = msg.sender;
        require(amount > 0, "zero amount");
        require(!isLockedUp(delegator, toValidatorID), "already locked up");
        _lockStake(delegator, toValidatorID, lockupDuration, amount, false);
    }

    function relockStake(uint256 toValidatorID, uint256 lockupDuration, uint256 amount) external {
        address delegator = msg.sender;
        require(isLockedUp(delegator, toValidatorID), "not locked up");
        _lockStake(delegator, toValidatorID, lockupDuration, amount, true);
    }

    function _lockStake(
        address delegator,
        uint256 toValidatorID,
        uint256 lockupDuration,
        uint256 amount,
        bool relock
    ) internal {
        require(amount <= getUnlockedStake(delegator, toValidatorID), "not enough stake");
        require(getValidator[toValidatorID].status == OK_STATUS, "validator isn't active");
        require(lockupDuration >= minLockupDuration && lockupDuration <= maxLockupDuration, "incorrect duration");
        uint256 endTime = _now() + lockupDuration;
        address validatorAddr = getValidator[toValidatorID].auth;
        if (delegator != validatorAddr) {
            require(
                getLockupInfo[validatorAddr][toValidatorID].endTime + 30 days >= endTime,
                "validator's lockup will end too early"
            );
        }
        _stashRewards(delegator, toValidatorID);
        _delStalePenalties(delegator, toValidatorID);
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        if (relock) {
            Penalty[] storage penalties = getStashedPenalties[delegator][toValidatorID];
            uint256 penalty = _popNonStashedUnlockPenalty(delegator, toValidatorID, ld.lockedStake, ld.lockedStake);
            if (penalty != 0) {
                penalties.push(Penalty(penalty, ld.endTime));
                require(penalties.length <= 30, "too many ongoing relocks");
                require(
                    amount > ld.lockedStake / 100 || penalties.length <= 3 || endTime >= ld.endTime + 14 days,
                    "too frequent relocks (github.com/Fantom-foundation/opera-sfc/wiki/Lockup-calls-reference#re-lock-stake)"
                );
            }
        }
        // checked after stashing, which erases a lock-up that has already ended
        require(lockupDuration >= ld.duration, "lockup duration cannot decrease");
        ld.lockedStake += amount;
        ld.fromEpoch = currentEpoch();
        ld.endTime = endTime;
        ld.duration = lockupDuration;
        emit LockedUpStake(delegator, toValidatorID, lockupDuration, amount);
    }

    function unlockStake(uint256 toValidatorID, uint256 amount) external returns (uint256) {
        address delegator = msg.sender;
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        require(amount > 0, "zero amount");
        require(isLockedUp(delegator, toValidatorID), "not locked up");
        require(amount <= ld.lockedStake, "not enough locked stake");
        require(_checkAllowedToWithdraw(delegator, toValidatorID), "outstanding sFTM balance");
        _stashRewards(delegator, toValidatorID);
        uint256 penalty = _popNonStashedUnlockPenalty(delegator, toValidatorID, amount, ld.lockedStake) +
            _popStashedUnlockPenalty(delegator, toValidatorID, amount, ld.lockedStake);
        if (penalty > amount) {
            penalty = amount;
        }
        ld.lockedStake -= amount;
        if (penalty != 0) {
            _rawUndelegate(delegator, toValidatorID, penalty);
            if (treasuryAddress != address(0)) {
                (bool sent, ) = payable(treasuryAddress).call{value: penalty}("");
                require(sent, "Failed to send penalty");
            } else {
                _burnFTM(penalty);
            }
        }
        emit UnlockedStake(delegator, toValidatorID, amount, penalty);
        return penalty;
    }

    /// penalty = extra lock-up rewards + half the base lock-up rewards, pro rata to the unlocked share.
    function _popNonStashedUnlockPenalty(
        address delegator,
        uint256 toValidatorID,
        uint256 unlockAmount,
        uint256 totalAmount
    ) internal returns (uint256) {
        Rewards storage r = getStashedLockupRewards[delegator][toValidatorID];
        uint256 lockupExtraRewardShare = (r.lockupExtraReward * unlockAmount) / totalAmount;
        uint256 lockupBaseRewardShare = (r.lockupBaseReward * unlockAmount) / totalAmount;
        uint256 penalty = lockupExtraRewardShare + lockupBaseRewardShare / 2;
        r.lockupExtraReward -= lockupExtraRewardShare;
        r.lockupBaseReward -= lockupBaseRewardShare;
        return penalty;
    }

    /// The unlocked share of every penalty stashed by relocks that is still owed.
    function _popStashedUnlockPenalty(
        address delegator,
        uint256 toValidatorID,
        uint256 unlockAmount,
        uint256 totalAmount
    ) internal returns (uint256 total) {
        _delStalePenalties(delegator, toValidatorID);
        Penalty[] storage penalties = getStashedPenalties[delegator][toValidatorID];
        for (uint256 i = 0; i < penalties.length; i++) {
            uint256 share = (penalties[i].amount * unlockAmount) / totalAmount;
            penalties[i].amount -= share;
            total += share;
        }
    }

    /// Drops the stashed penalties whose lock has ended or that are paid.
    function _delStalePenalties(address delegator, uint256 toValidatorID) public {
        Penalty[] storage penalties = getStashedPenalties[delegator][toValidatorID];
        for (uint256 i = 0; i < penalties.length; ) {
            if (penalties[i].end < _now() || penalties[i].amount == 0) {
                penalties[i] = penalties[penalties.length - 1];
                penalties.pop();
            } else {
                i++;
            }
        }
    }
}
