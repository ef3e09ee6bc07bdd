// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Devnet price oracle behind the address provider's "price_oracle_proxy" id: the admin sets each token's
/// price in USD with 18 decimals (a settable mock, docs/chain-and-api.md#devnet-simplifications). Unknown tokens are
/// worth 0.
contract PriceOracleProxy is Ownable {
    mapping(address => uint256) private _prices;

    event PriceChanged(address indexed token, uint256 price);

    constructor(address owner_) Ownable(owner_) {}

    /// @notice Price of one whole token in USD, 18 decimals; 0 when the token has no price.
    function getPrice(address token) external view returns (uint256) {
        return _prices[token];
    }

    function setPrice(address token, uint256 price) public onlyOwner {
        _prices[token] = price;
        emit PriceChanged(token, price);
    }

    function setPrices(address[] calldata tokens, uint256[] calldata prices) external onlyOwner {
        require(tokens.length == prices.length, "length mismatch");
        for (uint256 i = 0; i < tokens.length; i++) {
            setPrice(tokens[i], prices[i]);
        }
    }
}
