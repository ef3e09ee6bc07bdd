// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SFCState} from "./SFCState.sol";

/// Delegator reward accounting of SFC v3 (docs/chain-and-api.md#sfc-rewards-and-epochs): accumulated reward per token
/// per epoch, lock-up scaling (unlocked stake earns `unlockedRewardRatio` of the full rate, a lock of
/// `maxLockupDuration` earns all of it) and the stash that `claimRewards` pays out.
abstract contract SFCRewards is SFCState {
    function _sumRewards(Rewards memory a, Rewards memory b) internal pure returns (Rewards memory) {
        return Rewards(
            a.lockupExtraReward + b.lockupExtraReward,
            a.lockupBaseReward + b.lockupBaseReward,
            a.unlockedReward + b.unlockedReward
        );
    }

    function _totalRewards(Rewards memory r) internal pure returns (uint256) {
        return r.lockupExtraReward + r.lockupBaseReward + r.unlockedReward;
    }

    function _scaleLockupReward(uint256 fullReward, uint256 lockupDuration) internal view returns (Rewards memory reward) {
        if (lockupDuration != 0) {
            uint256 maxLockupExtraRatio = DECIMAL_UNIT - unlockedRewardRatio;
            uint256 lockupExtraRatio = (maxLockupExtraRatio * lockupDuration) / maxLockupDuration;
            uint256 totalScaledReward = (fullReward * (unlockedRewardRatio + lockupExtraRatio)) / DECIMAL_UNIT;
            reward.lockupBaseReward = (fullReward * unlockedRewardRatio) / DECIMAL_UNIT;
            reward.lockupExtraReward = totalScaledReward - reward.lockupBaseReward;
        } else {
            reward.unlockedReward = (fullReward * unlockedRewardRatio) / DECIMAL_UNIT;
        }
    }

    function _isLockedUpAtEpoch(address delegator, uint256 toValidatorID, uint256 epoch) internal view returns (bool) {
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        return ld.fromEpoch <= epoch && getEpochSnapshot[epoch].endTime <= ld.endTime;
    }

    /// Last sealed epoch that ended inside the delegation's lock-up, 0 if none.
    function _highestLockupEpoch(address delegator, uint256 validatorID) internal view returns (uint256) {
        uint256 l = getLockupInfo[delegator][validatorID].fromEpoch;
        uint256 r = currentSealedEpoch;
        if (_isLockedUpAtEpoch(delegator, validatorID, r)) {
            return r;
        }
        if (!_isLockedUpAtEpoch(delegator, validatorID, l)) {
            return 0;
        }
        if (l > r) {
            return 0;
        }
        while (l < r) {
            uint256 m = (l + r) / 2;
            if (_isLockedUpAtEpoch(delegator, validatorID, m)) {
                l = m + 1;
            } else {
                r = m;
            }
        }
        if (r == 0) {
            return 0;
        }
        return r - 1;
    }

    function _highestPayableEpoch(uint256 validatorID) internal view returns (uint256) {
        uint256 deactivatedEpoch = getValidator[validatorID].deactivatedEpoch;
        if (deactivatedEpoch != 0 && deactivatedEpoch < currentSealedEpoch) {
            return deactivatedEpoch;
        }
        return currentSealedEpoch;
    }

    function _newRewardsOf(uint256 stakeAmount, uint256 toValidatorID, uint256 fromEpoch, uint256 toEpoch)
        internal
        view
        returns (uint256)
    {
        if (fromEpoch >= toEpoch) {
            return 0;
        }
        uint256 stashedRate = getEpochSnapshot[fromEpoch].accumulatedRewardPerToken[toValidatorID];
        uint256 currentRate = getEpochSnapshot[toEpoch].accumulatedRewardPerToken[toValidatorID];
        // A validator missing from an epoch's set has no accumulated rate there; never underflow.
        if (currentRate <= stashedRate) {
            return 0;
        }
        return ((currentRate - stashedRate) * stakeAmount) / DECIMAL_UNIT;
    }

    function _newRewards(address delegator, uint256 toValidatorID) internal view returns (Rewards memory) {
        uint256 stashedUntil = stashedRewardsUntilEpoch[delegator][toValidatorID];
        uint256 payableUntil = _highestPayableEpoch(toValidatorID);
        uint256 lockedUntil = _highestLockupEpoch(delegator, toValidatorID);
        if (lockedUntil > payableUntil) {
            lockedUntil = payableUntil;
        }
        if (lockedUntil < stashedUntil) {
            lockedUntil = stashedUntil;
        }
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        uint256 wholeStake = getStake[delegator][toValidatorID];
        uint256 lockedStake = ld.lockedStake > wholeStake ? wholeStake : ld.lockedStake;
        uint256 unlockedStake = wholeStake - lockedStake;

        // locked stake during the lock-up epochs
        uint256 fullReward = _newRewardsOf(lockedStake, toValidatorID, stashedUntil, lockedUntil);
        Rewards memory plReward = _scaleLockupReward(fullReward, ld.duration);
        // unlocked stake during the lock-up epochs
        fullReward = _newRewardsOf(unlockedStake, toValidatorID, stashedUntil, lockedUntil);
        Rewards memory puReward = _scaleLockupReward(fullReward, 0);
        // whole stake after the lock-up
        fullReward = _newRewardsOf(wholeStake, toValidatorID, lockedUntil, payableUntil);
        Rewards memory wuReward = _scaleLockupReward(fullReward, 0);

        return _sumRewards(_sumRewards(plReward, puReward), wuReward);
    }

    function _stashRewards(address delegator, uint256 toValidatorID) internal returns (bool updated) {
        Rewards memory nonStashedReward = _newRewards(delegator, toValidatorID);
        stashedRewardsUntilEpoch[delegator][toValidatorID] = _highestPayableEpoch(toValidatorID);
        _rewardsStash[delegator][toValidatorID] = _sumRewards(_rewardsStash[delegator][toValidatorID], nonStashedReward);
        getStashedLockupRewards[delegator][toValidatorID] =
            _sumRewards(getStashedLockupRewards[delegator][toValidatorID], nonStashedReward);
        if (!isLockedUp(delegator, toValidatorID)) {
            delete getLockupInfo[delegator][toValidatorID];
            delete getStashedLockupRewards[delegator][toValidatorID];
        }
        return _totalRewards(nonStashedReward) != 0;
    }

    function stashRewards(address delegator, uint256 toValidatorID) external {
        require(_stashRewards(delegator, toValidatorID), "nothing to stash");
    }

    function rewardsStash(address delegator, uint256 validatorID) public view returns (uint256) {
        return _totalRewards(_rewardsStash[delegator][validatorID]);
    }

    function pendingRewards(address delegator, uint256 toValidatorID) public view returns (uint256) {
        Rewards memory reward = _sumRewards(_newRewards(delegator, toValidatorID), _rewardsStash[delegator][toValidatorID]);
        return _totalRewards(reward);
    }

    function _claimRewards(address delegator, uint256 toValidatorID) internal returns (Rewards memory rewards) {
        require(_checkAllowedToWithdraw(delegator, toValidatorID), "outstanding sFTM balance");
        _stashRewards(delegator, toValidatorID);
        rewards = _rewardsStash[delegator][toValidatorID];
        uint256 totalReward = _totalRewards(rewards);
        require(totalReward != 0, "zero rewards");
        delete _rewardsStash[delegator][toValidatorID];
        // Rewards are "minted" from the SFC's pre-funded reserve (docs/chain-and-api.md#devnet-simplifications).
        totalSupply += totalReward;
    }
}
