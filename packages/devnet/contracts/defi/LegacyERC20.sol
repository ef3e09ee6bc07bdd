// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice OpenZeppelin 5 ERC20 that behaves like the OpenZeppelin 2.5 tokens of Opera a wallet talks to:
/// `increaseAllowance`/`decreaseAllowance` exist (the wallet's "Allow" step calls `increaseAllowance`),
/// failures revert with the 2.5 reason strings instead of custom errors, and `transferFrom` emits `Approval`.
abstract contract LegacyERC20 is ERC20 {
    uint8 private immutable _tokenDecimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _tokenDecimals = decimals_;
    }

    function decimals() public view virtual override returns (uint8) {
        return _tokenDecimals;
    }

    function increaseAllowance(address spender, uint256 addedValue) public virtual returns (bool) {
        _approve(msg.sender, spender, allowance(msg.sender, spender) + addedValue);
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtractedValue) public virtual returns (bool) {
        uint256 current = allowance(msg.sender, spender);
        require(current >= subtractedValue, "ERC20: decreased allowance below zero");
        _approve(msg.sender, spender, current - subtractedValue);
        return true;
    }

    function transfer(address to, uint256 value) public virtual override returns (bool) {
        require(to != address(0), "ERC20: transfer to the zero address");
        require(balanceOf(msg.sender) >= value, "ERC20: transfer amount exceeds balance");
        return super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public virtual override returns (bool) {
        require(to != address(0), "ERC20: transfer to the zero address");
        require(balanceOf(from) >= value, "ERC20: transfer amount exceeds balance");
        require(allowance(from, msg.sender) >= value, "ERC20: transfer amount exceeds allowance");
        return super.transferFrom(from, to, value);
    }

    function approve(address spender, uint256 value) public virtual override returns (bool) {
        require(spender != address(0), "ERC20: approve to the zero address");
        return super.approve(spender, value);
    }

    /// @dev Burns from `account` using the caller's allowance, with the 2.5 reason strings.
    function _burnFromWithAllowance(address account, uint256 amount) internal {
        require(balanceOf(account) >= amount, "ERC20: burn amount exceeds balance");
        require(allowance(account, msg.sender) >= amount, "ERC20: burn amount exceeds allowance");
        _spendAllowance(account, msg.sender, amount);
        _burn(account, amount);
    }

    /// @dev OpenZeppelin 2.5 emitted `Approval` on every allowance change, `transferFrom` included.
    function _approve(address owner, address spender, uint256 value, bool) internal virtual override {
        super._approve(owner, spender, value, true);
    }
}
