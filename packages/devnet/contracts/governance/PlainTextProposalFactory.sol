// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PlainTextProposal} from "./PlainTextProposal.sol";

interface IGovernanceCreate {
    function createProposal(address proposalContract) external payable;
}

/// Deploys a PlainTextProposal owned by the caller and submits it with the paid fee
/// (`create(string,string,bytes32[],uint256,uint256,uint256,uint256,uint256)` = 0x371f3122).
contract PlainTextProposalFactory {
    address public governance;
    address public lastProposal;

    event ProposalDeployed(address proposal, address owner);

    constructor(address _governance) {
        governance = _governance;
    }

    function create(
        string memory name,
        string memory description,
        bytes32[] memory options,
        uint256 minVotes,
        uint256 minAgreement,
        uint256 start,
        uint256 minEnd,
        uint256 maxEnd
    ) external payable {
        PlainTextProposal proposal =
            new PlainTextProposal(name, description, options, minVotes, minAgreement, start, minEnd, maxEnd, msg.sender);
        lastProposal = address(proposal);
        emit ProposalDeployed(address(proposal), msg.sender);
        IGovernanceCreate(governance).createProposal{value: msg.value}(address(proposal));
    }
}
