// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Tokenizer hook the SFC consults before stake or rewards leave a delegation.
interface IStakeTokenizerGate {
    function allowedToWithdrawStake(address delegator, uint256 validatorID) external view returns (bool);
}

/// Storage, structs, events and modifiers of the devnet SFC.
/// Layout and getter tuples follow Opera SFC v3 (opera-sfc v3.0.5-rc.2); see
/// docs/chain-and-api.md#sfc. The contract is placed with anvil_setCode,
/// so it has no constructor: `initialize` on SFC sets everything up.
abstract contract SFCState {
    uint256 internal constant OK_STATUS = 0;
    uint256 internal constant WITHDRAWN_BIT = 1;
    uint256 internal constant OFFLINE_BIT = 1 << 3;
    uint256 internal constant DOUBLESIGN_BIT = 1 << 7;
    uint256 internal constant DECIMAL_UNIT = 1e18;

    struct Validator {
        uint256 status;
        uint256 deactivatedTime;
        uint256 deactivatedEpoch;
        uint256 receivedStake;
        uint256 createdEpoch;
        uint256 createdTime;
        address auth;
    }

    struct Rewards {
        uint256 lockupExtraReward;
        uint256 lockupBaseReward;
        uint256 unlockedReward;
    }

    /// A relock's stashed unlock penalty (3.0.5): owed by an early unlock until `end`, the lock's end it replaced.
    struct Penalty {
        uint256 amount;
        uint256 end;
    }

    struct WithdrawalRequest {
        uint256 epoch;
        uint256 time;
        uint256 amount;
    }

    struct LockedDelegation {
        uint256 lockedStake;
        uint256 fromEpoch;
        uint256 endTime;
        uint256 duration;
    }

    struct EpochSnapshot {
        mapping(uint256 => uint256) receivedStake;
        mapping(uint256 => uint256) accumulatedRewardPerToken;
        mapping(uint256 => uint256) accumulatedUptime;
        mapping(uint256 => uint256) accumulatedOriginatedTxsFee;
        mapping(uint256 => uint256) offlineTime;
        mapping(uint256 => uint256) offlineBlocks;
        uint256[] validatorIDs;
        uint256 endTime;
        uint256 epochFee;
        uint256 totalBaseRewardWeight;
        uint256 totalTxRewardWeight;
        uint256 baseRewardPerSecond;
        uint256 totalStake;
        uint256 totalSupply;
    }

    address public owner;
    bool internal initialized;

    uint256 public currentSealedEpoch;
    mapping(uint256 => Validator) public getValidator;
    mapping(address => uint256) public getValidatorID;
    mapping(uint256 => bytes) public getValidatorPubkey;
    mapping(bytes32 => uint256) internal pubkeyHashToValidatorID;
    uint256 public lastValidatorID;
    uint256 public totalStake;
    uint256 public totalActiveStake;
    uint256 public totalSlashedStake;

    mapping(address => mapping(uint256 => Rewards)) internal _rewardsStash;
    mapping(address => mapping(uint256 => uint256)) public stashedRewardsUntilEpoch;
    mapping(address => mapping(uint256 => mapping(uint256 => WithdrawalRequest))) public getWithdrawalRequest;
    mapping(address => mapping(uint256 => uint256)) public getStake;
    mapping(address => mapping(uint256 => LockedDelegation)) public getLockupInfo;
    mapping(address => mapping(uint256 => Rewards)) public getStashedLockupRewards;
    mapping(uint256 => EpochSnapshot) public getEpochSnapshot;
    mapping(uint256 => uint256) public slashingRefundRatio;
    mapping(address => mapping(uint256 => Penalty[])) public getStashedPenalties;

    uint256 public totalSupply;
    uint256 public minGasPrice;
    address public treasuryAddress;
    address public stakeTokenizerAddress;
    address public voteBookAddress;

    // ConstantsManager getters (3.0.4+ keeps them in a separate contract; here `constsAddress()` is the SFC).
    uint256 public minSelfStake;
    uint256 public maxDelegatedRatio;
    uint256 public validatorCommission;
    uint256 public burntFeeShare;
    uint256 public treasuryFeeShare;
    uint256 public unlockedRewardRatio;
    uint256 public minLockupDuration;
    uint256 public maxLockupDuration;
    uint256 public withdrawalPeriodEpochs;
    uint256 public withdrawalPeriodTime;
    uint256 public baseRewardPerSecond;
    uint256 public offlinePenaltyThresholdBlocksNum;
    uint256 public offlinePenaltyThresholdTime;
    uint256 public targetGasPowerPerSecond;
    uint256 public gasPriceBalancingCounterweight;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event CreatedValidator(
        uint256 indexed validatorID,
        address indexed auth,
        uint256 createdEpoch,
        uint256 createdTime
    );
    event DeactivatedValidator(uint256 indexed validatorID, uint256 deactivatedEpoch, uint256 deactivatedTime);
    event ChangedValidatorStatus(uint256 indexed validatorID, uint256 status);
    event Delegated(address indexed delegator, uint256 indexed toValidatorID, uint256 amount);
    event Undelegated(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount);
    event Withdrawn(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount);
    event ClaimedRewards(
        address indexed delegator,
        uint256 indexed toValidatorID,
        uint256 lockupExtraReward,
        uint256 lockupBaseReward,
        uint256 unlockedReward
    );
    event RestakedRewards(
        address indexed delegator,
        uint256 indexed toValidatorID,
        uint256 lockupExtraReward,
        uint256 lockupBaseReward,
        uint256 unlockedReward
    );
    event BurntFTM(uint256 amount);
    event LockedUpStake(address indexed delegator, uint256 indexed validatorID, uint256 duration, uint256 amount);
    event UnlockedStake(address indexed delegator, uint256 indexed validatorID, uint256 amount, uint256 penalty);
    event UpdatedSlashingRefundRatio(uint256 indexed validatorID, uint256 refundRatio);

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function currentEpoch() public view returns (uint256) {
        return currentSealedEpoch + 1;
    }

    function _now() internal view returns (uint256) {
        return block.timestamp;
    }

    function _validatorExists(uint256 validatorID) internal view returns (bool) {
        return getValidator[validatorID].createdTime != 0;
    }

    function getSelfStake(uint256 validatorID) public view returns (uint256) {
        return getStake[getValidator[validatorID].auth][validatorID];
    }

    function isLockedUp(address delegator, uint256 toValidatorID) public view returns (bool) {
        LockedDelegation storage ld = getLockupInfo[delegator][toValidatorID];
        return ld.endTime != 0 && ld.lockedStake != 0 && _now() <= ld.endTime;
    }

    function getLockedStake(address delegator, uint256 toValidatorID) public view returns (uint256) {
        if (!isLockedUp(delegator, toValidatorID)) {
            return 0;
        }
        return getLockupInfo[delegator][toValidatorID].lockedStake;
    }

    function getUnlockedStake(address delegator, uint256 toValidatorID) public view returns (uint256) {
        if (!isLockedUp(delegator, toValidatorID)) {
            return getStake[delegator][toValidatorID];
        }
        return getStake[delegator][toValidatorID] - getLockupInfo[delegator][toValidatorID].lockedStake;
    }

    function isSlashed(uint256 validatorID) public view returns (bool) {
        return getValidator[validatorID].status & DOUBLESIGN_BIT != 0;
    }

    function _checkAllowedToWithdraw(address delegator, uint256 toValidatorID) internal view returns (bool) {
        if (stakeTokenizerAddress == address(0)) {
            return true;
        }
        return IStakeTokenizerGate(stakeTokenizerAddress).allowedToWithdrawStake(delegator, toValidatorID);
    }

    function _checkDelegatedStakeLimit(uint256 validatorID) internal view returns (bool) {
        return getValidator[validatorID].receivedStake <= (getSelfStake(validatorID) * maxDelegatedRatio) / DECIMAL_UNIT;
    }

    function _burnFTM(uint256 amount) internal {
        if (amount != 0) {
            payable(address(0)).transfer(amount);
            emit BurntFTM(amount);
        }
    }
}
