// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IProposal} from "./IProposal.sol";

interface IGovernanceCancel {
    function cancelProposal(uint256 proposalID) external;
}

/// Non-executable text proposal (fantom-govern `PlainTextProposal`, type 1, opinion scales 0..4). Voting times are
/// offsets from the block in which the governance reads them (docs/chain-and-api.md#governance-contract).
contract PlainTextProposal is IProposal {
    string public name;
    string public description;
    bytes32[] internal _options;
    uint256 public minVotes;
    uint256 public minAgreement;
    uint256 internal startOffset;
    uint256 internal minEndOffset;
    uint256 internal maxEndOffset;
    address public owner;

    constructor(
        string memory _name,
        string memory _description,
        bytes32[] memory __options,
        uint256 _minVotes,
        uint256 _minAgreement,
        uint256 _start,
        uint256 _minEnd,
        uint256 _maxEnd,
        address _owner
    ) {
        name = _name;
        description = _description;
        _options = __options;
        minVotes = _minVotes;
        minAgreement = _minAgreement;
        startOffset = _start;
        minEndOffset = _minEnd;
        maxEndOffset = _maxEnd;
        owner = _owner;
    }

    function pType() external pure returns (uint256) {
        return 1;
    }

    function executable() external pure returns (uint8) {
        return 0;
    }

    function opinionScales() external pure returns (uint256[] memory scales) {
        scales = new uint256[](5);
        for (uint256 i = 0; i < 5; i++) {
            scales[i] = i;
        }
    }

    function options() external view returns (bytes32[] memory) {
        return _options;
    }

    function votingStartTime() public view returns (uint256) {
        return block.timestamp + startOffset;
    }

    function votingMinEndTime() external view returns (uint256) {
        return votingStartTime() + minEndOffset;
    }

    function votingMaxEndTime() external view returns (uint256) {
        return votingStartTime() + maxEndOffset;
    }

    function cancel(uint256 myID, address governance) external {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        IGovernanceCancel(governance).cancelProposal(myID);
    }
}
