// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SFCLockup} from "./SFCLockup.sol";

/// Epoch sealing (docs/chain-and-api.md#sfc-rewards-and-epochs). On Opera the node calls these through
/// NodeDriverAuth; on the devnet the owner (admin) calls them, and `advanceEpoch()` seals with full uptime and zero
/// fees.
abstract contract SFCEpochs is SFCLockup {
    struct SealContext {
        uint256 epochDuration;
        uint256 epochFee;
        uint256 totalBaseRewardWeight;
        uint256 totalTxRewardWeight;
    }

    function sealEpoch(
        uint256[] calldata offlineTime,
        uint256[] calldata offlineBlocks,
        uint256[] calldata uptimes,
        uint256[] calldata originatedTxsFee,
        uint256 epochGas
    ) external onlyOwner {
        epochGas;
        _sealEpoch(offlineTime, offlineBlocks, uptimes, originatedTxsFee);
    }

    function sealEpochValidators(uint256[] calldata nextValidatorIDs) external onlyOwner {
        _sealEpochValidators(nextValidatorIDs);
    }

    /// Devnet shortcut: seal the current epoch (every validator fully online, no fees) and open the next
    /// one with every active validator.
    function advanceEpoch() external onlyOwner {
        uint256 epoch = currentEpoch();
        uint256[] memory ids = getEpochSnapshot[epoch].validatorIDs;
        uint256 prevEndTime = getEpochSnapshot[currentSealedEpoch].endTime;
        uint256 duration = _now() > prevEndTime ? _now() - prevEndTime : 1;
        uint256[] memory zeros = new uint256[](ids.length);
        uint256[] memory uptimes = new uint256[](ids.length);
        uint256[] memory fees = new uint256[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            uptimes[i] = duration;
            fees[i] = getEpochSnapshot[currentSealedEpoch].accumulatedOriginatedTxsFee[ids[i]];
        }
        _sealEpoch(zeros, zeros, uptimes, fees);
        _sealEpochValidators(_activeValidatorIDs());
    }

    function deactivateValidator(uint256 validatorID, uint256 status) external onlyOwner {
        require(status != OK_STATUS, "wrong status");
        require(_validatorExists(validatorID), "validator doesn't exist");
        _setValidatorDeactivated(validatorID, status);
    }

    function _activeValidatorIDs() internal view returns (uint256[] memory) {
        uint256 count = 0;
        for (uint256 id = 1; id <= lastValidatorID; id++) {
            if (getValidator[id].status == OK_STATUS) count++;
        }
        uint256[] memory ids = new uint256[](count);
        uint256 j = 0;
        for (uint256 id = 1; id <= lastValidatorID; id++) {
            if (getValidator[id].status == OK_STATUS) ids[j++] = id;
        }
        return ids;
    }

    function _sealEpochValidators(uint256[] memory nextValidatorIDs) internal {
        EpochSnapshot storage snapshot = getEpochSnapshot[currentEpoch()];
        snapshot.totalStake = 0;
        for (uint256 i = 0; i < nextValidatorIDs.length; i++) {
            uint256 receivedStake = getValidator[nextValidatorIDs[i]].receivedStake;
            snapshot.receivedStake[nextValidatorIDs[i]] = receivedStake;
            snapshot.totalStake += receivedStake;
        }
        snapshot.validatorIDs = nextValidatorIDs;
    }

    function _sealEpoch(
        uint256[] memory offlineTime,
        uint256[] memory offlineBlocks,
        uint256[] memory uptimes,
        uint256[] memory originatedTxsFee
    ) internal {
        EpochSnapshot storage snapshot = getEpochSnapshot[currentEpoch()];
        uint256[] memory validatorIDs = snapshot.validatorIDs;
        require(
            offlineTime.length == validatorIDs.length && offlineBlocks.length == validatorIDs.length
                && uptimes.length == validatorIDs.length && originatedTxsFee.length == validatorIDs.length,
            "wrong arrays length"
        );
        for (uint256 i = 0; i < validatorIDs.length; i++) {
            if (offlineBlocks[i] > offlinePenaltyThresholdBlocksNum && offlineTime[i] >= offlinePenaltyThresholdTime) {
                _setValidatorDeactivated(validatorIDs[i], OFFLINE_BIT);
            }
            snapshot.offlineTime[validatorIDs[i]] = offlineTime[i];
            snapshot.offlineBlocks[validatorIDs[i]] = offlineBlocks[i];
        }
        EpochSnapshot storage prevSnapshot = getEpochSnapshot[currentSealedEpoch];
        uint256 prevEndTime = prevSnapshot.endTime;
        SealContext memory ctx;
        ctx.epochDuration = _now() > prevEndTime ? _now() - prevEndTime : 1;
        uint256[] memory baseWeights = new uint256[](validatorIDs.length);
        uint256[] memory txWeights = new uint256[](validatorIDs.length);
        uint256[] memory fees = new uint256[](validatorIDs.length);
        for (uint256 i = 0; i < validatorIDs.length; i++) {
            uint256 prevFee = prevSnapshot.accumulatedOriginatedTxsFee[validatorIDs[i]];
            fees[i] = originatedTxsFee[i] > prevFee ? originatedTxsFee[i] - prevFee : 0;
            uint256 uptime = uptimes[i] > ctx.epochDuration ? ctx.epochDuration : uptimes[i];
            txWeights[i] = (fees[i] * uptime) / ctx.epochDuration;
            uint256 stake = snapshot.receivedStake[validatorIDs[i]];
            baseWeights[i] = (((stake * uptime) / ctx.epochDuration) * uptime) / ctx.epochDuration;
            ctx.epochFee += fees[i];
            ctx.totalTxRewardWeight += txWeights[i];
            ctx.totalBaseRewardWeight += baseWeights[i];
        }
        for (uint256 i = 0; i < validatorIDs.length; i++) {
            uint256 rawReward = _rawReward(ctx, baseWeights[i], txWeights[i]);
            _distributeReward(snapshot, prevSnapshot, validatorIDs[i], rawReward);
            snapshot.accumulatedOriginatedTxsFee[validatorIDs[i]] = originatedTxsFee[i];
            snapshot.accumulatedUptime[validatorIDs[i]] = prevSnapshot.accumulatedUptime[validatorIDs[i]] + uptimes[i];
        }
        snapshot.epochFee = ctx.epochFee;
        snapshot.totalBaseRewardWeight = ctx.totalBaseRewardWeight;
        snapshot.totalTxRewardWeight = ctx.totalTxRewardWeight;
        totalSupply = totalSupply > ctx.epochFee ? totalSupply - ctx.epochFee : 0;

        currentSealedEpoch = currentEpoch();
        snapshot.endTime = _now();
        snapshot.baseRewardPerSecond = baseRewardPerSecond;
        snapshot.totalSupply = totalSupply;
    }

    function _rawReward(SealContext memory ctx, uint256 baseWeight, uint256 txWeight) internal view returns (uint256) {
        uint256 reward = 0;
        if (ctx.totalBaseRewardWeight != 0) {
            reward += (ctx.epochDuration * baseRewardPerSecond * baseWeight) / ctx.totalBaseRewardWeight;
        }
        if (ctx.totalTxRewardWeight != 0) {
            uint256 txReward = (ctx.epochFee * txWeight) / ctx.totalTxRewardWeight;
            reward += (txReward * (DECIMAL_UNIT - burntFeeShare - treasuryFeeShare)) / DECIMAL_UNIT;
        }
        return reward;
    }

    /// Commission goes to the validator's stash (split by its locked share); the rest raises the
    /// validator's accumulated reward per token.
    function _distributeReward(
        EpochSnapshot storage snapshot,
        EpochSnapshot storage prevSnapshot,
        uint256 validatorID,
        uint256 rawReward
    ) internal {
        uint256 commission = (rawReward * validatorCommission) / DECIMAL_UNIT;
        address auth = getValidator[validatorID].auth;
        uint256 selfStake = getStake[auth][validatorID];
        if (selfStake != 0) {
            uint256 lCommission = (commission * getLockedStake(auth, validatorID)) / selfStake;
            Rewards memory lReward = _scaleLockupReward(lCommission, getLockupInfo[auth][validatorID].duration);
            Rewards memory uReward = _scaleLockupReward(commission - lCommission, 0);
            Rewards memory sum = _sumRewards(lReward, uReward);
            _rewardsStash[auth][validatorID] = _sumRewards(_rewardsStash[auth][validatorID], sum);
            getStashedLockupRewards[auth][validatorID] = _sumRewards(getStashedLockupRewards[auth][validatorID], sum);
        }
        uint256 receivedStake = getValidator[validatorID].receivedStake;
        uint256 rewardPerToken = 0;
        if (receivedStake != 0) {
            rewardPerToken = ((rawReward - commission) * DECIMAL_UNIT) / receivedStake;
        }
        snapshot.accumulatedRewardPerToken[validatorID] =
            prevSnapshot.accumulatedRewardPerToken[validatorID] + rewardPerToken;
    }
}
