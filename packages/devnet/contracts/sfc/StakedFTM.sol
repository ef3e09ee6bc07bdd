// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Allowance} from "../common/ERC20Allowance.sol";

/// sFTM: the liquid-staking token minted by the StakeTokenizer against locked delegations.
/// Mintable by minters (OZ 2 `MinterRole` shape: addMinter/isMinter/renounceMinter), burnable.
contract StakedFTM is ERC20Allowance, ERC20Burnable {
    mapping(address => bool) public isMinter;

    event MinterAdded(address indexed account);
    event MinterRemoved(address indexed account);

    constructor() ERC20("Staked FTM", "sFTM") {
        isMinter[msg.sender] = true;
        emit MinterAdded(msg.sender);
    }

    modifier onlyMinter() {
        require(isMinter[msg.sender], "MinterRole: caller does not have the Minter role");
        _;
    }

    function addMinter(address account) external onlyMinter {
        isMinter[account] = true;
        emit MinterAdded(account);
    }

    function renounceMinter() external {
        isMinter[msg.sender] = false;
        emit MinterRemoved(msg.sender);
    }

    function mint(address account, uint256 amount) external onlyMinter returns (bool) {
        _mint(account, amount);
        return true;
    }
}
