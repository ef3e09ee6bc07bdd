// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Proposal contract interface read by the governance at creation (docs/chain-and-api.md#governance-contract).
interface IProposal {
    function pType() external view returns (uint256);

    function executable() external view returns (uint8);

    function minVotes() external view returns (uint256);

    function minAgreement() external view returns (uint256);

    function opinionScales() external view returns (uint256[] memory);

    function options() external view returns (bytes32[] memory);

    function votingStartTime() external view returns (uint256);

    function votingMinEndTime() external view returns (uint256);

    function votingMaxEndTime() external view returns (uint256);

    function name() external view returns (string memory);

    function description() external view returns (string memory);
}
