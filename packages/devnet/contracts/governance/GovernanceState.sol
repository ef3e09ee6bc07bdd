// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IGovernable} from "./IGovernable.sol";

/// Storage, constants and events of the devnet governance (fantom-govern v0.0.2,
/// docs/chain-and-api.md#governance-contract).
abstract contract GovernanceState {
    uint256 internal constant STATUS_INITIAL = 0;
    uint256 internal constant STATUS_RESOLVED = 1;
    uint256 internal constant STATUS_FAILED = 1 << 1;
    uint256 internal constant STATUS_CANCELED = 1 << 2;
    uint256 internal constant STATUS_EXECUTION_EXPIRED = 1 << 3;
    uint256 internal constant TASK_VOTING = 1;

    struct ProposalParams {
        uint256 pType;
        uint8 executable;
        uint256 minVotes;
        uint256 minAgreement;
        uint256[] opinionScales;
        bytes32[] options;
        address proposalContract;
        uint256 votingStartTime;
        uint256 votingMinEndTime;
        uint256 votingMaxEndTime;
    }

    struct OptionState {
        uint256 votes;
        uint256 agreementRatio;
        uint256 agreement;
    }

    struct ProposalState {
        ProposalParams params;
        mapping(uint256 => OptionState) options;
        uint256 winnerOptionID;
        uint256 votes;
        uint256 status;
    }

    struct Vote {
        uint256 weight;
        uint256[] choices;
    }

    struct Task {
        bool active;
        uint256 assignment;
        uint256 proposalID;
    }

    IGovernable public governableContract;
    uint256 public lastProposalID;
    Task[] internal tasks;
    mapping(uint256 => ProposalState) internal proposals;
    mapping(address => mapping(uint256 => uint256)) public overriddenWeight;
    mapping(address => mapping(address => mapping(uint256 => Vote))) internal _votes;

    event ProposalCreated(uint256 proposalID);
    event ProposalResolved(uint256 proposalID);
    event ProposalRejected(uint256 proposalID);
    event ProposalCanceled(uint256 proposalID);
    event ProposalExecutionExpired(uint256 proposalID);
    event TasksHandled(uint256 startIdx, uint256 endIdx, uint256 handled);
    event TasksErased(uint256 quantity);
    event VoteWeightOverridden(address voter, uint256 diff);
    event VoteWeightUnOverridden(address voter, uint256 diff);
    event Voted(address voter, address delegatedTo, uint256 proposalID, uint256[] choices, uint256 weight);
    event VoteCanceled(address voter, address delegatedTo, uint256 proposalID);

    function proposalFee() public pure returns (uint256) {
        return 100 ether;
    }

    function proposalBurntFee() public pure returns (uint256) {
        return 50 ether;
    }

    function taskHandlingReward() public pure returns (uint256) {
        return 40 ether;
    }

    function taskErasingReward() public pure returns (uint256) {
        return 10 ether;
    }

    function maxOptions() public pure returns (uint256) {
        return 10;
    }

    function maxExecutionPeriod() public pure returns (uint256) {
        return 3 days;
    }

    function version() external pure returns (bytes4) {
        return "0002";
    }

    function minVotesAbsolute(uint256 totalWeight, uint256 minVotesRatio) public pure returns (uint256) {
        return (totalWeight * minVotesRatio) / 1e18;
    }
}
