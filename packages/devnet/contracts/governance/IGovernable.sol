// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Vote-weight source of the governance (fantom-govern `Governable`; docs/chain-and-api.md#governance-contract).
interface IGovernable {
    function getTotalWeight() external view returns (uint256);

    function getReceivedWeight(address addr) external view returns (uint256);

    function getWeight(address from, address to) external view returns (uint256);
}
