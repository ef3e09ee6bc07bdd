// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {GovernanceVoting} from "./GovernanceVoting.sol";
import {IGovernable} from "./IGovernable.sol";
import {IProposal} from "./IProposal.sol";

/// Devnet governance, ABI-compatible with fantom-govern v0.0.2 (docs/chain-and-api.md#governance-contract): proposals
/// with options and opinion scales, SFC-weighted votes with the delegatedTo override rule, and resolution by
/// `handleTasks`. Only non-executable proposals are accepted (templates are not modelled).
contract Governance is GovernanceVoting {
    constructor(address _governableContract) {
        governableContract = IGovernable(_governableContract);
    }

    function createProposal(address proposalContract) external payable {
        require(msg.value == proposalFee(), "paid proposal fee is wrong");
        require(proposalContract != address(0), "empty proposal address");
        IProposal p = IProposal(proposalContract);
        uint256 id = ++lastProposalID;
        ProposalParams storage params = proposals[id].params;
        params.pType = p.pType();
        params.executable = p.executable();
        params.minVotes = p.minVotes();
        params.minAgreement = p.minAgreement();
        params.opinionScales = p.opinionScales();
        params.options = p.options();
        params.proposalContract = proposalContract;
        params.votingStartTime = p.votingStartTime();
        params.votingMinEndTime = p.votingMinEndTime();
        params.votingMaxEndTime = p.votingMaxEndTime();
        require(params.options.length != 0, "proposal options are empty - nothing to vote for");
        require(params.options.length <= maxOptions(), "too many options");
        require(_verifyParams(params), "proposal parameters failed verification");
        tasks.push(Task(true, TASK_VOTING, id));
        (bool burnt, ) = payable(address(0)).call{value: proposalBurntFee()}("");
        require(burnt, "burn failed");
        emit ProposalCreated(id);
    }

    function _verifyParams(ProposalParams storage p) internal view returns (bool) {
        if (p.executable != 0 || p.minVotes > 1e18 || p.minAgreement > 1e18) return false;
        uint256 n = p.opinionScales.length;
        if (n == 0 || p.opinionScales[n - 1] == 0) return false;
        for (uint256 i = 1; i < n; i++) {
            if (p.opinionScales[i] < p.opinionScales[i - 1]) return false;
        }
        return p.votingStartTime >= block.timestamp && p.votingStartTime <= p.votingMinEndTime
            && p.votingMinEndTime <= p.votingMaxEndTime;
    }

    function cancelProposal(uint256 proposalID) external {
        ProposalState storage prop = proposals[proposalID];
        require(prop.params.proposalContract != address(0), "proposal with a given ID doesnt exist");
        require(prop.status == STATUS_INITIAL, "proposal isn't active");
        require(prop.votes == 0, "voting has already begun");
        require(msg.sender == prop.params.proposalContract, "must be sent from the proposal contract");
        prop.status = STATUS_CANCELED;
        emit ProposalCanceled(proposalID);
    }

    function handleTasks(uint256 startIdx, uint256 quantity) external {
        uint256 handled = 0;
        uint256 i = startIdx;
        for (; i < tasks.length && i < startIdx + quantity; i++) {
            if (tasks[i].active && _handleTask(tasks[i])) {
                handled++;
            }
        }
        require(handled != 0, "no tasks handled");
        emit TasksHandled(startIdx, i, handled);
        (bool sent, ) = payable(msg.sender).call{value: handled * taskHandlingReward()}("");
        require(sent, "Failed to send reward");
    }

    function tasksCleanup(uint256 quantity) external {
        uint256 erased = 0;
        while (tasks.length != 0 && !tasks[tasks.length - 1].active && erased < quantity) {
            tasks.pop();
            erased++;
        }
        require(erased > 0, "no tasks erased");
        emit TasksErased(erased);
        (bool sent, ) = payable(msg.sender).call{value: erased * taskErasingReward()}("");
        require(sent, "Failed to send reward");
    }

    function _handleTask(Task storage task) internal returns (bool) {
        ProposalState storage prop = proposals[task.proposalID];
        if (prop.status != STATUS_INITIAL) {
            task.active = false;
            return true;
        }
        if (block.timestamp < prop.params.votingMinEndTime) {
            return false;
        }
        (bool resolved, uint256 winnerID, ) = _calculateVotingTally(prop);
        if (resolved) {
            if (block.timestamp > prop.params.votingMaxEndTime + maxExecutionPeriod()) {
                prop.status = STATUS_EXECUTION_EXPIRED;
                emit ProposalExecutionExpired(task.proposalID);
            } else {
                prop.status = STATUS_RESOLVED;
                prop.winnerOptionID = winnerID;
                emit ProposalResolved(task.proposalID);
            }
        } else if (block.timestamp >= prop.params.votingMaxEndTime) {
            prop.status = STATUS_FAILED;
            emit ProposalRejected(task.proposalID);
        } else {
            return false;
        }
        task.active = false;
        return true;
    }

    // ---- views (docs/chain-and-api.md#governance-contract) ----

    function proposalParams(uint256 proposalID)
        external
        view
        returns (
            uint256 pType,
            uint8 executable,
            uint256 minVotes,
            uint256 minAgreement,
            uint256[] memory opinionScales,
            bytes32[] memory options,
            address proposalContract,
            uint256 votingStartTime,
            uint256 votingMinEndTime,
            uint256 votingMaxEndTime
        )
    {
        ProposalParams storage p = proposals[proposalID].params;
        return (
            p.pType,
            p.executable,
            p.minVotes,
            p.minAgreement,
            p.opinionScales,
            p.options,
            p.proposalContract,
            p.votingStartTime,
            p.votingMinEndTime,
            p.votingMaxEndTime
        );
    }

    function proposalState(uint256 proposalID)
        external
        view
        returns (uint256 winnerOptionID, uint256 votes, uint256 status)
    {
        ProposalState storage prop = proposals[proposalID];
        return (prop.winnerOptionID, prop.votes, prop.status);
    }

    function proposalOptionState(uint256 proposalID, uint256 optionID)
        external
        view
        returns (uint256 votes, uint256 agreementRatio, uint256 agreement)
    {
        OptionState storage opt = proposals[proposalID].options[optionID];
        return (opt.votes, opt.agreementRatio, opt.agreement);
    }

    function calculateVotingTally(uint256 proposalID)
        external
        view
        returns (bool proposalResolved, uint256 winnerID, uint256 votes)
    {
        return _calculateVotingTally(proposals[proposalID]);
    }

    function getVote(address from, address delegatedTo, uint256 proposalID)
        external
        view
        returns (uint256 weight, uint256[] memory choices)
    {
        Vote storage v = _votes[from][delegatedTo][proposalID];
        return (v.weight, v.choices);
    }

    function tasksCount() external view returns (uint256) {
        return tasks.length;
    }

    function getTask(uint256 i) external view returns (bool active, uint256 assignment, uint256 proposalID) {
        Task storage t = tasks[i];
        return (t.active, t.assignment, t.proposalID);
    }
}
