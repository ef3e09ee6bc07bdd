// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LegacyERC20} from "./LegacyERC20.sol";

/// @notice ERC20 with the OpenZeppelin 2.5 minter role and burn functions that fMint needs from a synthetic token
/// (`mint(address,uint256)` and `burnFrom(address,uint256)`, docs/chain-and-api.md#fmint-contracts). The deployer
/// starts as the only minter.
contract MintableToken is LegacyERC20 {
    mapping(address => bool) private _minters;

    event MinterAdded(address indexed account);
    event MinterRemoved(address indexed account);

    modifier onlyMinter() {
        require(_minters[msg.sender], "MinterRole: caller does not have the Minter role");
        _;
    }

    constructor(string memory name_, string memory symbol_, uint8 decimals_) LegacyERC20(name_, symbol_, decimals_) {
        _addMinter(msg.sender);
    }

    function isMinter(address account) public view returns (bool) {
        return _minters[account];
    }

    function addMinter(address account) public onlyMinter {
        _addMinter(account);
    }

    function renounceMinter() public {
        require(_minters[msg.sender], "Roles: account does not have role");
        _minters[msg.sender] = false;
        emit MinterRemoved(msg.sender);
    }

    function mint(address account, uint256 amount) public onlyMinter returns (bool) {
        require(account != address(0), "ERC20: mint to the zero address");
        _mint(account, amount);
        return true;
    }

    function burn(uint256 amount) public {
        require(balanceOf(msg.sender) >= amount, "ERC20: burn amount exceeds balance");
        _burn(msg.sender, amount);
    }

    function burnFrom(address account, uint256 amount) public {
        _burnFromWithAllowance(account, amount);
    }

    function _addMinter(address account) private {
        _minters[account] = true;
        emit MinterAdded(account);
    }
}
