// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {GovernanceState} from "./GovernanceState.sol";

/// Voting of fantom-govern v0.0.2 (docs/chain-and-api.md#governance-contract). A validator votes with its
/// received stake (delegatedTo = self or 0); a delegator votes through a validator with its stake there,
/// and that weight is taken out of the validator's own vote ("override") so every token counts once.
abstract contract GovernanceVoting is GovernanceState {
    function vote(address delegatedTo, uint256 proposalID, uint256[] calldata choices) external {
        if (delegatedTo == address(0)) {
            delegatedTo = msg.sender;
        }
        ProposalState storage prop = proposals[proposalID];
        require(prop.params.proposalContract != address(0), "proposal with a given ID doesnt exist");
        require(prop.status == STATUS_INITIAL, "proposal isn't active");
        require(block.timestamp >= prop.params.votingStartTime, "proposal voting has't begun");
        require(_votes[msg.sender][delegatedTo][proposalID].choices.length == 0, "vote already exists");
        require(choices.length == prop.params.options.length, "wrong number of choices");
        uint256 weight = _processNewVote(proposalID, msg.sender, delegatedTo, choices);
        require(weight != 0, "zero weight");
    }

    function cancelVote(address delegatedTo, uint256 proposalID) external {
        if (delegatedTo == address(0)) {
            delegatedTo = msg.sender;
        }
        require(_votes[msg.sender][delegatedTo][proposalID].choices.length != 0, "doesn't exist");
        require(proposals[proposalID].status == STATUS_INITIAL, "proposal isn't active");
        _cancelVote(msg.sender, delegatedTo, proposalID);
    }

    /// Re-reads the voter's weight (the devnet has no VotesBookKeeper hook in the SFC).
    function recountVote(address voter, address delegatedTo, uint256 proposalID) external {
        Vote storage v = _votes[voter][delegatedTo][proposalID];
        require(v.choices.length != 0, "doesn't exist");
        require(proposals[proposalID].status == STATUS_INITIAL, "proposal isn't active");
        uint256 before = v.weight;
        uint256[] memory choices = v.choices;
        _cancelVote(voter, delegatedTo, proposalID);
        uint256 weight = _processNewVote(proposalID, voter, delegatedTo, choices);
        require(weight != before, "nothing changed");
    }

    function _processNewVote(uint256 proposalID, address voter, address delegatedTo, uint256[] memory choices)
        internal
        returns (uint256)
    {
        if (delegatedTo == voter) {
            uint256 received = governableContract.getReceivedWeight(voter);
            uint256 overridden = overriddenWeight[voter][proposalID];
            uint256 weight = received > overridden ? received - overridden : 0;
            return _addVote(proposalID, voter, voter, choices, weight);
        }
        uint256 delegatedWeight = governableContract.getWeight(voter, delegatedTo);
        if (delegatedWeight == 0) {
            return 0;
        }
        _overrideDelegationWeight(delegatedTo, proposalID, delegatedWeight);
        return _addVote(proposalID, voter, delegatedTo, choices, delegatedWeight);
    }

    function _addVote(
        uint256 proposalID,
        address voter,
        address delegatedTo,
        uint256[] memory choices,
        uint256 weight
    ) internal returns (uint256) {
        if (weight == 0) {
            return 0;
        }
        uint256 scales = proposals[proposalID].params.opinionScales.length;
        for (uint256 i = 0; i < choices.length; i++) {
            require(choices[i] < scales, "wrong opinion ID");
        }
        Vote storage v = _votes[voter][delegatedTo][proposalID];
        v.weight = weight;
        v.choices = choices;
        _addChoicesToProp(proposalID, choices, weight);
        emit Voted(voter, delegatedTo, proposalID, choices, weight);
        return weight;
    }

    function _cancelVote(address voter, address delegatedTo, uint256 proposalID) internal {
        Vote storage v = _votes[voter][delegatedTo][proposalID];
        if (voter != delegatedTo) {
            _unOverrideDelegationWeight(delegatedTo, proposalID, v.weight);
        }
        _removeChoicesFromProp(proposalID, v.choices, v.weight);
        delete _votes[voter][delegatedTo][proposalID];
        emit VoteCanceled(voter, delegatedTo, proposalID);
    }

    function _overrideDelegationWeight(address delegatedTo, uint256 proposalID, uint256 weight) internal {
        overriddenWeight[delegatedTo][proposalID] += weight;
        Vote storage v = _votes[delegatedTo][delegatedTo][proposalID];
        if (v.choices.length != 0) {
            uint256 cut = weight > v.weight ? v.weight : weight;
            v.weight -= cut;
            _removeChoicesFromProp(proposalID, v.choices, cut);
        }
        emit VoteWeightOverridden(delegatedTo, weight);
    }

    function _unOverrideDelegationWeight(address delegatedTo, uint256 proposalID, uint256 weight) internal {
        uint256 overridden = overriddenWeight[delegatedTo][proposalID];
        overriddenWeight[delegatedTo][proposalID] = overridden > weight ? overridden - weight : 0;
        Vote storage v = _votes[delegatedTo][delegatedTo][proposalID];
        if (v.choices.length != 0) {
            v.weight += weight;
            _addChoicesToProp(proposalID, v.choices, weight);
        }
        emit VoteWeightUnOverridden(delegatedTo, weight);
    }

    function _agreement(ProposalParams storage params, uint256 choice, uint256 weight) internal view returns (uint256) {
        uint256 last = params.opinionScales[params.opinionScales.length - 1];
        return (weight * params.opinionScales[choice]) / last;
    }

    function _addChoicesToProp(uint256 proposalID, uint256[] memory choices, uint256 weight) internal {
        ProposalState storage prop = proposals[proposalID];
        prop.votes += weight;
        for (uint256 i = 0; i < choices.length; i++) {
            OptionState storage opt = prop.options[i];
            opt.votes += weight;
            opt.agreement += _agreement(prop.params, choices[i], weight);
            opt.agreementRatio = opt.votes == 0 ? 0 : (opt.agreement * 1e18) / opt.votes;
        }
    }

    function _removeChoicesFromProp(uint256 proposalID, uint256[] memory choices, uint256 weight) internal {
        ProposalState storage prop = proposals[proposalID];
        prop.votes -= weight;
        for (uint256 i = 0; i < choices.length; i++) {
            OptionState storage opt = prop.options[i];
            opt.votes -= weight;
            uint256 a = _agreement(prop.params, choices[i], weight);
            opt.agreement = opt.agreement > a ? opt.agreement - a : 0;
            opt.agreementRatio = opt.votes == 0 ? 0 : (opt.agreement * 1e18) / opt.votes;
        }
    }

    function _calculateVotingTally(ProposalState storage prop)
        internal
        view
        returns (bool proposalResolved, uint256 winnerID, uint256 votes)
    {
        uint256 minVotesAbs = minVotesAbsolute(governableContract.getTotalWeight(), prop.params.minVotes);
        votes = prop.votes;
        if (votes == 0 || votes < minVotesAbs) {
            return (false, 0, votes);
        }
        uint256 best = 0;
        for (uint256 i = 0; i < prop.params.options.length; i++) {
            uint256 ratio = prop.options[i].agreementRatio;
            if (ratio >= prop.params.minAgreement && (!proposalResolved || ratio > best)) {
                proposalResolved = true;
                winnerID = i;
                best = ratio;
            }
        }
    }
}
