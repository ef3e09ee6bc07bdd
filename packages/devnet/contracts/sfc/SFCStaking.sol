// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SFCRewards} from "./SFCRewards.sol";

/// Validators and delegations: create, delegate, undelegate, withdraw, claim and restake.
/// Check order and revert strings follow docs/chain-and-api.md#sfc.
abstract contract SFCStaking is SFCRewards {
    function createValidator(bytes calldata pubkey) external payable {
        require(msg.value >= minSelfStake, "insufficient self-stake");
        require(pubkey.length == 66 && pubkey[0] == 0xc0, "malformed pubkey");
        require(pubkeyHashToValidatorID[keccak256(pubkey)] == 0, "already used");
        require(getValidatorID[msg.sender] == 0, "validator already exists");
        uint256 validatorID = ++lastValidatorID;
        Validator storage v = getValidator[validatorID];
        v.status = OK_STATUS;
        v.createdEpoch = currentEpoch();
        v.createdTime = _now();
        v.auth = msg.sender;
        getValidatorID[msg.sender] = validatorID;
        getValidatorPubkey[validatorID] = pubkey;
        pubkeyHashToValidatorID[keccak256(pubkey)] = validatorID;
        emit CreatedValidator(validatorID, msg.sender, v.createdEpoch, v.createdTime);
        _delegate(msg.sender, validatorID, msg.value);
    }

    function delegate(uint256 toValidatorID) external payable {
        _delegate(msg.sender, toValidatorID, msg.value);
    }

    function _delegate(address delegator, uint256 toValidatorID, uint256 amount) internal {
        require(_validatorExists(toValidatorID), "validator doesn't exist");
        require(getValidator[toValidatorID].status == OK_STATUS, "validator isn't active");
        _rawDelegate(delegator, toValidatorID, amount);
        require(_checkDelegatedStakeLimit(toValidatorID), "validator's delegations limit is exceeded");
    }

    function _rawDelegate(address delegator, uint256 toValidatorID, uint256 amount) internal {
        require(amount > 0, "zero amount");
        _stashRewards(delegator, toValidatorID);
        getStake[delegator][toValidatorID] += amount;
        getValidator[toValidatorID].receivedStake += amount;
        totalStake += amount;
        if (getValidator[toValidatorID].status == OK_STATUS) {
            totalActiveStake += amount;
        }
        emit Delegated(delegator, toValidatorID, amount);
    }

    function _rawUndelegate(address delegator, uint256 toValidatorID, uint256 amount) internal {
        getStake[delegator][toValidatorID] -= amount;
        getValidator[toValidatorID].receivedStake -= amount;
        totalStake -= amount;
        if (getValidator[toValidatorID].status == OK_STATUS) {
            totalActiveStake -= amount;
        }
        uint256 selfStakeAfterwards = getSelfStake(toValidatorID);
        if (selfStakeAfterwards != 0 && getValidator[toValidatorID].status == OK_STATUS) {
            if (selfStakeAfterwards < minSelfStake) {
                // 3.0.5 behaviour: a self-stake below the minimum deactivates the validator.
                _setValidatorDeactivated(toValidatorID, WITHDRAWN_BIT);
            } else {
                require(_checkDelegatedStakeLimit(toValidatorID), "validator's delegations limit is exceeded");
            }
        } else {
            _setValidatorDeactivated(toValidatorID, WITHDRAWN_BIT);
        }
    }

    function undelegate(uint256 toValidatorID, uint256 wrID, uint256 amount) external {
        address delegator = msg.sender;
        _stashRewards(delegator, toValidatorID);
        require(amount > 0, "zero amount");
        require(amount <= getUnlockedStake(delegator, toValidatorID), "not enough unlocked stake");
        require(_checkAllowedToWithdraw(delegator, toValidatorID), "outstanding sFTM balance");
        require(getWithdrawalRequest[delegator][toValidatorID][wrID].amount == 0, "wrID already exists");
        _rawUndelegate(delegator, toValidatorID, amount);
        WithdrawalRequest storage request = getWithdrawalRequest[delegator][toValidatorID][wrID];
        request.amount = amount;
        request.epoch = currentEpoch();
        request.time = _now();
        emit Undelegated(delegator, toValidatorID, wrID, amount);
    }

    function withdraw(uint256 toValidatorID, uint256 wrID) external {
        address payable delegator = payable(msg.sender);
        WithdrawalRequest memory request = getWithdrawalRequest[delegator][toValidatorID][wrID];
        require(request.epoch != 0, "request doesn't exist");
        require(_checkAllowedToWithdraw(delegator, toValidatorID), "outstanding sFTM balance");
        uint256 requestTime = request.time;
        uint256 requestEpoch = request.epoch;
        Validator storage v = getValidator[toValidatorID];
        if (v.deactivatedTime != 0 && v.deactivatedTime < requestTime) {
            requestTime = v.deactivatedTime;
            requestEpoch = v.deactivatedEpoch;
        }
        require(_now() >= requestTime + withdrawalPeriodTime, "not enough time passed");
        require(currentEpoch() >= requestEpoch + withdrawalPeriodEpochs, "not enough epochs passed");
        uint256 amount = request.amount;
        uint256 penalty = _slashingPenalty(amount, isSlashed(toValidatorID), slashingRefundRatio[toValidatorID]);
        delete getWithdrawalRequest[delegator][toValidatorID][wrID];
        totalSlashedStake += penalty;
        require(amount > penalty, "stake is fully slashed");
        (bool sent, ) = delegator.call{value: amount - penalty}("");
        require(sent, "Failed to send FTM");
        _burnFTM(penalty);
        emit Withdrawn(delegator, toValidatorID, wrID, amount);
    }

    function _slashingPenalty(uint256 amount, bool isCheater, uint256 refundRatio) internal pure returns (uint256) {
        if (!isCheater || refundRatio >= DECIMAL_UNIT) {
            return 0;
        }
        uint256 penalty = (amount * (DECIMAL_UNIT - refundRatio)) / DECIMAL_UNIT + 1;
        return penalty > amount ? amount : penalty;
    }

    function claimRewards(uint256 toValidatorID) external {
        address payable delegator = payable(msg.sender);
        Rewards memory rewards = _claimRewards(delegator, toValidatorID);
        (bool sent, ) = delegator.call{value: _totalRewards(rewards)}("");
        require(sent, "Failed to send FTM");
        emit ClaimedRewards(
            delegator,
            toValidatorID,
            rewards.lockupExtraReward,
            rewards.lockupBaseReward,
            rewards.unlockedReward
        );
    }

    function restakeRewards(uint256 toValidatorID) external {
        address delegator = msg.sender;
        Rewards memory rewards = _claimRewards(delegator, toValidatorID);
        uint256 lockupReward = rewards.lockupExtraReward + rewards.lockupBaseReward;
        _delegate(delegator, toValidatorID, lockupReward + rewards.unlockedReward);
        // The lock-up parts stay locked, but only while a lock-up is running (a stale lock is not revived).
        if (isLockedUp(delegator, toValidatorID)) {
            getLockupInfo[delegator][toValidatorID].lockedStake += lockupReward;
        }
        emit RestakedRewards(
            delegator,
            toValidatorID,
            rewards.lockupExtraReward,
            rewards.lockupBaseReward,
            rewards.unlockedReward
        );
    }

    function _setValidatorDeactivated(uint256 validatorID, uint256 status) internal {
        Validator storage v = getValidator[validatorID];
        if (v.status == OK_STATUS && status != OK_STATUS) {
            totalActiveStake -= v.receivedStake;
        }
        // status as a number is proportional to severity
        if (status > v.status) {
            v.status = status;
            if (v.deactivatedEpoch == 0) {
                v.deactivatedEpoch = currentEpoch();
                v.deactivatedTime = _now();
                emit DeactivatedValidator(validatorID, v.deactivatedEpoch, v.deactivatedTime);
            }
            emit ChangedValidatorStatus(validatorID, status);
        }
    }
}
