// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IGovernable} from "./IGovernable.sol";

interface ISFCStakes {
    function totalActiveStake() external view returns (uint256);

    function getValidatorID(address auth) external view returns (uint256);

    function getValidator(uint256 validatorID)
        external
        view
        returns (uint256 status, uint256, uint256, uint256 receivedStake, uint256, uint256, address);

    function getStake(address delegator, uint256 validatorID) external view returns (uint256);
}

/// Vote weights from SFC delegations (fantom-govern `SFCToGovernable`; docs/chain-and-api.md#governance-contract):
/// a validator's received stake, or a delegator's stake in one active validator.
contract SFCToGovernable is IGovernable {
    ISFCStakes public sfc;

    constructor(address _sfc) {
        sfc = ISFCStakes(_sfc);
    }

    function getTotalWeight() external view returns (uint256) {
        return sfc.totalActiveStake();
    }

    function getReceivedWeight(address addr) external view returns (uint256) {
        uint256 validatorID = sfc.getValidatorID(addr);
        if (validatorID == 0) {
            return 0;
        }
        (uint256 status, , , uint256 receivedStake, , , ) = sfc.getValidator(validatorID);
        return status == 0 ? receivedStake : 0;
    }

    function getWeight(address from, address to) external view returns (uint256) {
        uint256 validatorID = sfc.getValidatorID(to);
        if (validatorID == 0) {
            return 0;
        }
        (uint256 status, , , , , , ) = sfc.getValidator(validatorID);
        if (status != 0) {
            return 0;
        }
        return sfc.getStake(from, validatorID);
    }
}
