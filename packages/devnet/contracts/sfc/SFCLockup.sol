// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SFCStaking} from "./SFCStaking.sol";

/// Lock-up of delegations (contracts-facts.md §1.10). Relock keeps the lock-up rewards earned so far in
/// the penalty base (3.0.4 semantics; 3.0.5's per-relock penalty entries are not modelled).
abstract contract SFCLockup is SFCStaking {
    function lockStake(uint256 toValidatorID, uint256 lockupDuration, uint256 amount) external {
        address delegator = msg.sender;
        require(amount > 0, "zero amount");
        require(!isLockedUp(delegator, toValidatorID), "already locked up");
        _lockStake(delegator, toValidatorID, lockupDuration, amount);
    }

    function relockStake(uint256 toValidatorID, uint256 lockupDuration, uint256 amount) external {
        address delegator = msg.sender;
        require(isLockedUp(delegator, toValidatorID), "not locked up");
        _lockStake(delegator, toValidatorID, lockupDuration, amount);
    }

    function _lockStake(address delegator, uint256 toValidatorID, uint256 lockupDuration, uint256 amount) internal {
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
        // checked after stashing, which erases a lock-up that has already ended
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
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
        uint256 penalty = _popDelegationUnlockPenalty(delegator, toValidatorID, amount, ld.lockedStake);
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
    function _popDelegationUnlockPenalty(
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
        if (penalty >= unlockAmount) {
            penalty = unlockAmount;
        }
        return penalty;
    }
}
