// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SFCEpochs} from "./SFCEpochs.sol";

/// Devnet SFC, ABI-compatible with Opera's SFC v3 for every call a wallet or the Fantom API makes
/// (docs/chain-and-api.md#sfc). Lives at 0xFC00FACE00000000000000000000000000000000
/// (placed with anvil_setCode, then `initialize`). Rewards are paid from a pre-funded balance.
contract SFC is SFCEpochs {
    /// One-time setup; constants take Opera mainnet's values (docs/chain-and-api.md#sfc).
    function initialize(address _owner, uint256 sealedEpoch, uint256 _totalSupply, uint256 _baseRewardPerSecond)
        external
    {
        require(!initialized, "Initializable: contract is already initialized");
        initialized = true;
        owner = _owner;
        emit OwnershipTransferred(address(0), _owner);
        currentSealedEpoch = sealedEpoch;
        totalSupply = _totalSupply;
        getEpochSnapshot[sealedEpoch].endTime = _now();
        minGasPrice = 1 gwei;
        minSelfStake = 500_000 ether;
        maxDelegatedRatio = 16 * DECIMAL_UNIT;
        validatorCommission = (15 * DECIMAL_UNIT) / 100;
        burntFeeShare = (20 * DECIMAL_UNIT) / 100;
        treasuryFeeShare = (10 * DECIMAL_UNIT) / 100;
        unlockedRewardRatio = (30 * DECIMAL_UNIT) / 100;
        minLockupDuration = 14 days;
        maxLockupDuration = 365 days;
        withdrawalPeriodEpochs = 3;
        withdrawalPeriodTime = 7 days;
        baseRewardPerSecond = _baseRewardPerSecond;
        offlinePenaltyThresholdBlocksNum = 1000;
        offlinePenaltyThresholdTime = 5 days;
        targetGasPowerPerSecond = 2_000_000;
        gasPriceBalancingCounterweight = 3600;
    }

    receive() external payable {
        revert("transfers not allowed");
    }

    function version() external pure returns (bytes3) {
        return "305";
    }

    function constsAddress() external view returns (address) {
        return address(this);
    }

    function isOwner() external view returns (bool) {
        return msg.sender == owner;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function renounceOwnership() external onlyOwner {
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    // ---- epoch views (docs/chain-and-api.md#sfc) ----

    function getEpochValidatorIDs(uint256 epoch) external view returns (uint256[] memory) {
        return getEpochSnapshot[epoch].validatorIDs;
    }

    function getEpochReceivedStake(uint256 epoch, uint256 validatorID) external view returns (uint256) {
        return getEpochSnapshot[epoch].receivedStake[validatorID];
    }

    function getEpochAccumulatedRewardPerToken(uint256 epoch, uint256 validatorID) external view returns (uint256) {
        return getEpochSnapshot[epoch].accumulatedRewardPerToken[validatorID];
    }

    function getEpochAccumulatedUptime(uint256 epoch, uint256 validatorID) external view returns (uint256) {
        return getEpochSnapshot[epoch].accumulatedUptime[validatorID];
    }

    function getEpochAccumulatedOriginatedTxsFee(uint256 epoch, uint256 validatorID) external view returns (uint256) {
        return getEpochSnapshot[epoch].accumulatedOriginatedTxsFee[validatorID];
    }

    function getEpochOfflineTime(uint256 epoch, uint256 validatorID) external view returns (uint256) {
        return getEpochSnapshot[epoch].offlineTime[validatorID];
    }

    function getEpochOfflineBlocks(uint256 epoch, uint256 validatorID) external view returns (uint256) {
        return getEpochSnapshot[epoch].offlineBlocks[validatorID];
    }

    // ---- owner settings ----

    function updateStakeTokenizerAddress(address addr) external onlyOwner {
        stakeTokenizerAddress = addr;
    }

    function updateTreasuryAddress(address addr) external onlyOwner {
        treasuryAddress = addr;
    }

    function updateBaseRewardPerSecond(uint256 value) external onlyOwner {
        baseRewardPerSecond = value;
    }

    function updateWithdrawalPeriodTime(uint256 value) external onlyOwner {
        withdrawalPeriodTime = value;
    }

    function updateWithdrawalPeriodEpochs(uint256 value) external onlyOwner {
        withdrawalPeriodEpochs = value;
    }

    function updateMaxDelegatedRatio(uint256 value) external onlyOwner {
        maxDelegatedRatio = value;
    }

    function updateSlashingRefundRatio(uint256 validatorID, uint256 refundRatio) external onlyOwner {
        require(isSlashed(validatorID), "validator isn't slashed");
        require(refundRatio <= DECIMAL_UNIT, "must be less than or equal to 1.0");
        slashingRefundRatio[validatorID] = refundRatio;
        emit UpdatedSlashingRefundRatio(validatorID, refundRatio);
    }
}
