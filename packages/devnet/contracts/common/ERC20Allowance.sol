// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// OpenZeppelin 5 ERC20 plus the `increaseAllowance`/`decreaseAllowance` pair that OZ 5 dropped and the wallet still
/// calls for every "Allow" step (docs/chain-and-api.md#real-api-behaviours C2, selectors 39509351/a457c2d7).
abstract contract ERC20Allowance is ERC20 {
    function increaseAllowance(address spender, uint256 addedValue) public virtual returns (bool) {
        address owner = _msgSender();
        _approve(owner, spender, allowance(owner, spender) + addedValue);
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtractedValue) public virtual returns (bool) {
        address owner = _msgSender();
        uint256 current = allowance(owner, spender);
        require(current >= subtractedValue, "ERC20: decreased allowance below zero");
        unchecked {
            _approve(owner, spender, current - subtractedValue);
        }
        return true;
    }
}
