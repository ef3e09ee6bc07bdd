// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";

/// @notice fMint token registry with the mainnet-era ABI the Fantom API reads (`tokens(address)` 10-field tuple,
/// `tokensList`, `tokensCount`, flag getters; docs/chain-and-api.md#fmint-contracts). Trading is a separate flag
/// (`canTrade`), as in the registry's later `isTradable` field, so the 7-argument `addToken` stays as on mainnet.
contract FantomMintTokenRegistry is Ownable {
    struct TokenInformation {
        uint256 id;
        string name;
        string symbol;
        uint8 decimals;
        string logo;
        address oracle;
        uint8 priceDecimals;
        bool isActive;
        bool canDeposit;
        bool canMint;
    }

    mapping(address => TokenInformation) public tokens;
    mapping(address => bool) private _tradable;
    address[] public tokensList;

    event TokenAdded(address indexed token, string name, uint256 index);
    event TokenUpdated(address indexed token, string name);

    constructor(address owner_) Ownable(owner_) {}

    function tokensCount() external view returns (uint256) {
        return tokensList.length;
    }

    function priceDecimals(address token) external view returns (uint8) {
        return tokens[token].priceDecimals;
    }

    function isActive(address token) external view returns (bool) {
        return tokens[token].isActive;
    }

    function canDeposit(address token) external view returns (bool) {
        return tokens[token].isActive && tokens[token].canDeposit;
    }

    function canMint(address token) external view returns (bool) {
        return tokens[token].isActive && tokens[token].canMint;
    }

    function canTrade(address token) external view returns (bool) {
        return tokens[token].isActive && _tradable[token];
    }

    function addToken(
        address token,
        string calldata logo,
        address oracle,
        uint8 priceDecimals_,
        bool isActive_,
        bool canDeposit_,
        bool canMint_
    ) external onlyOwner {
        require(tokens[token].id == 0, "token already known");
        IERC20Metadata meta = IERC20Metadata(token);
        tokensList.push(token);
        tokens[token] = TokenInformation({
            id: tokensList.length,
            name: meta.name(),
            symbol: meta.symbol(),
            decimals: meta.decimals(),
            logo: logo,
            oracle: oracle,
            priceDecimals: priceDecimals_,
            isActive: isActive_,
            canDeposit: canDeposit_,
            canMint: canMint_
        });
        emit TokenAdded(token, tokens[token].name, tokensList.length - 1);
    }

    function updateToken(
        address token,
        string calldata logo,
        address oracle,
        uint8 priceDecimals_,
        bool isActive_,
        bool canDeposit_,
        bool canMint_
    ) external onlyOwner {
        TokenInformation storage info = tokens[token];
        require(info.id != 0, "token unknown");
        info.logo = logo;
        info.oracle = oracle;
        info.priceDecimals = priceDecimals_;
        info.isActive = isActive_;
        info.canDeposit = canDeposit_;
        info.canMint = canMint_;
        emit TokenUpdated(token, info.name);
    }

    function setCanTrade(address token, bool tradable) external onlyOwner {
        require(tokens[token].id != 0, "token unknown");
        _tradable[token] = tradable;
        emit TokenUpdated(token, tokens[token].name);
    }
}
