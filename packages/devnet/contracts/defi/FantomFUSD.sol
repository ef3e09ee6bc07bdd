// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {MintableToken} from "./MintableToken.sol";

/// @notice fUSD, the stable synth minted by fMint: "Fantom USD" / "FUSD", 18 decimals
/// (docs/chain-and-api.md#fmint-contracts). The deployer adds FantomMint as a minter and then renounces its own role,
/// so only fMint can mint.
contract FantomFUSD is MintableToken {
    constructor() MintableToken("Fantom USD", "FUSD", 18) {}
}
