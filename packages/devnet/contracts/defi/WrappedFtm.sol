// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LegacyERC20} from "./LegacyERC20.sol";

/// @notice Wrapped FTM with the interface of Opera's WrappedFtm (docs/chain-and-api.md#wftm): `deposit` and
/// `withdraw` return an error code instead of reverting on a zero amount, and the contract has no receive/fallback,
/// so a plain FTM transfer to it reverts. Only `Transfer` events (from/to the zero address) mark wraps.
contract WrappedFtm is LegacyERC20 {
    uint256 public constant ERR_NO_ERROR = 0x0;
    uint256 public constant ERR_INVALID_ZERO_VALUE = 0x1;

    constructor() LegacyERC20("Wrapped Fantom", "WFTM", 18) {}

    /// @notice Wraps the attached FTM; returns ERR_INVALID_ZERO_VALUE when nothing is attached.
    function deposit() public payable returns (uint256) {
        if (msg.value == 0) {
            return ERR_INVALID_ZERO_VALUE;
        }
        _mint(msg.sender, msg.value);
        return ERR_NO_ERROR;
    }

    /// @notice Burns `amount` WFTM and sends the FTM back with a 2300-gas transfer.
    function withdraw(uint256 amount) public returns (uint256) {
        if (amount == 0) {
            return ERR_INVALID_ZERO_VALUE;
        }
        require(balanceOf(msg.sender) >= amount, "ERC20: burn amount exceeds balance");
        _burn(msg.sender, amount);
        // gas 0 + the 2300 stipend of a value call: the same budget as OZ 2.5's `transfer`
        (bool sent, ) = payable(msg.sender).call{value: amount, gas: 0}("");
        require(sent, "Address: unable to send value, recipient may have reverted");
        return ERR_NO_ERROR;
    }
}
