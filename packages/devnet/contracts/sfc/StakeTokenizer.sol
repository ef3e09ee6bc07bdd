// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {StakedFTM} from "./StakedFTM.sol";

interface ISFCLockedStake {
    function getLockedStake(address delegator, uint256 toValidatorID) external view returns (uint256);
}

/// Stake tokenizer with the pre-3.0.4 behaviour (minting enabled): sFTM is minted 1:1 against the locked
/// part of a delegation and must be redeemed before that stake (or its rewards) can leave the SFC.
/// docs/chain-and-api.md#stake-tokenizer; selectors ca2d6fd8, 4a37ec9d, 5b04f4c8, 693c5e24, 21d585c3.
contract StakeTokenizer {
    address public sfc;
    address public sFTMTokenAddress;
    mapping(address => mapping(uint256 => uint256)) public outstandingSFTM;

    constructor(address _sfc, address _sFTMTokenAddress) {
        sfc = _sfc;
        sFTMTokenAddress = _sFTMTokenAddress;
    }

    function mintSFTM(uint256 toValidatorID) external {
        address delegator = msg.sender;
        uint256 lockedStake = ISFCLockedStake(sfc).getLockedStake(delegator, toValidatorID);
        require(lockedStake > 0, "delegation isn't locked up");
        require(lockedStake > outstandingSFTM[delegator][toValidatorID], "sFTM is already minted");
        uint256 diff = lockedStake - outstandingSFTM[delegator][toValidatorID];
        outstandingSFTM[delegator][toValidatorID] = lockedStake;
        require(StakedFTM(sFTMTokenAddress).mint(delegator, diff), "failed to mint sFTM");
    }

    function redeemSFTM(uint256 validatorID, uint256 amount) external {
        require(outstandingSFTM[msg.sender][validatorID] >= amount, "low outstanding sFTM balance");
        require(StakedFTM(sFTMTokenAddress).allowance(msg.sender, address(this)) >= amount, "insufficient allowance");
        outstandingSFTM[msg.sender][validatorID] -= amount;
        StakedFTM(sFTMTokenAddress).burnFrom(msg.sender, amount);
    }

    function allowedToWithdrawStake(address sender, uint256 validatorID) public view returns (bool) {
        return outstandingSFTM[sender][validatorID] == 0;
    }

    /// Older ABI the Fantom API also knows (docs/chain-and-api.md#stake-tokenizer).
    function checkAllowedToWithdrawStake(address sender, uint256 validatorID) external view {
        require(allowedToWithdrawStake(sender, validatorID), "outstanding sFTM balance");
    }
}
