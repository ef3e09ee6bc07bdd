// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAddressProvider, IPriceOracle, ITokenRegistry} from "./IFantomMintDeps.sol";

/// @notice Bookkeeping pool of fMint collateral or debt (one instance each), like Opera's FantomDeFiTokenStorage
/// (mainnet-era ABI). Values are `amount * price / 10**priceDecimals`, plus 1 for a non-zero amount when
/// `valueDustAdjustment` is on (docs/chain-and-api.md#fmint-contracts). Only FantomMint may change balances.
contract FantomDeFiTokenStorage {
    IAddressProvider public immutable addressProvider;
    bool public immutable valueDustAdjustment;

    mapping(address => mapping(address => uint256)) public balance;
    mapping(address => uint256) public totalBalance;
    address[] public tokens;

    modifier onlyMinter() {
        require(msg.sender == addressProvider.getFantomMint(), "token storage access restricted");
        _;
    }

    constructor(address addressProvider_, bool dustAdjustment) {
        addressProvider = IAddressProvider(addressProvider_);
        valueDustAdjustment = dustAdjustment;
    }

    function tokenValue(address token, uint256 amount) public view returns (uint256 value) {
        if (amount == 0) {
            return 0;
        }
        uint256 price = IPriceOracle(addressProvider.getPriceOracleProxy()).getPrice(token);
        uint8 digits = ITokenRegistry(addressProvider.getTokenRegistry()).priceDecimals(token);
        value = (amount * price) / (10 ** uint256(digits));
        if (valueDustAdjustment) {
            value += 1;
        }
    }

    /// @notice Value of everything in the pool.
    function total() external view returns (uint256 value) {
        for (uint256 i = 0; i < tokens.length; i++) {
            value += tokenValue(tokens[i], totalBalance[tokens[i]]);
        }
    }

    /// @notice Value of one account's balances.
    function totalOf(address account) external view returns (uint256) {
        return _totalOf(account, address(0), 0, 0);
    }

    function totalOfInc(address account, address token, uint256 amount) external view returns (uint256) {
        return _totalOf(account, token, amount, 0);
    }

    function totalOfDec(address account, address token, uint256 amount) external view returns (uint256) {
        return _totalOf(account, token, 0, amount);
    }

    function balanceOf(address account, address token) external view returns (uint256) {
        return balance[account][token];
    }

    function tokensCount() external view returns (uint256) {
        return tokens.length;
    }

    function getToken(uint256 index) external view returns (address) {
        return tokens[index];
    }

    function add(address account, address token, uint256 amount) external onlyMinter {
        balance[account][token] += amount;
        totalBalance[token] += amount;
        _enroll(token);
    }

    function sub(address account, address token, uint256 amount) external onlyMinter {
        balance[account][token] -= amount;
        totalBalance[token] -= amount;
    }

    function _totalOf(address account, address token, uint256 add_, uint256 sub_) private view returns (uint256 value) {
        for (uint256 i = 0; i < tokens.length; i++) {
            uint256 amount = balance[account][tokens[i]];
            if (tokens[i] == token) {
                require(amount + add_ >= sub_, "token sub exceeds balance");
                amount = amount + add_ - sub_;
                add_ = 0;
                sub_ = 0;
            }
            value += tokenValue(tokens[i], amount);
        }
        if (add_ != 0) {
            value += tokenValue(token, add_);
        }
        if (sub_ != 0) {
            value -= tokenValue(token, sub_);
        }
    }

    function _enroll(address token) private {
        for (uint256 i = 0; i < tokens.length; i++) {
            if (tokens[i] == token) {
                return;
            }
        }
        tokens.push(token);
    }
}
