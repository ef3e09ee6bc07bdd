// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Resolves the fMint modules by name, like Opera's FantomMintAddressProvider
/// (docs/chain-and-api.md#fmint-contracts). `getAddress` takes the ASCII module name right-padded with zero bytes
/// (not hashed).
contract FantomMintAddressProvider is Ownable {
    bytes32 private constant MOD_FANTOM_MINT = "fantom_mint";
    bytes32 private constant MOD_COLLATERAL_POOL = "collateral_pool";
    bytes32 private constant MOD_DEBT_POOL = "debt_pool";
    bytes32 private constant MOD_PRICE_ORACLE = "price_oracle_proxy";
    bytes32 private constant MOD_REWARD_DISTRIBUTION = "reward_distribution";
    bytes32 private constant MOD_TOKEN_REGISTRY = "token_registry";
    bytes32 private constant MOD_ERC20_REWARD_TOKEN = "erc20_reward_token";
    bytes32 private constant MOD_LIQUIDATION_MANAGER = "liquidation_manager";

    mapping(bytes32 => address) private _addressPool;

    event MinterChanged(address newAddress);
    event PriceOracleChanged(address newAddress);
    event RewardDistributionChanged(address newAddress);
    event RewardTokenChanged(address newAddress);
    event TokenRegistryChanged(address newAddress);
    event CollateralPoolChanged(address newAddress);
    event DebtPoolChanged(address newAddress);

    constructor(address owner_) Ownable(owner_) {}

    function getAddress(bytes32 id) public view returns (address) {
        return _addressPool[id];
    }

    function getFantomMint() external view returns (address) {
        return _addressPool[MOD_FANTOM_MINT];
    }

    function getCollateralPool() external view returns (address) {
        return _addressPool[MOD_COLLATERAL_POOL];
    }

    function getDebtPool() external view returns (address) {
        return _addressPool[MOD_DEBT_POOL];
    }

    function getPriceOracleProxy() external view returns (address) {
        return _addressPool[MOD_PRICE_ORACLE];
    }

    function getRewardDistribution() external view returns (address) {
        return _addressPool[MOD_REWARD_DISTRIBUTION];
    }

    function getTokenRegistry() external view returns (address) {
        return _addressPool[MOD_TOKEN_REGISTRY];
    }

    function getRewardToken() external view returns (address) {
        return _addressPool[MOD_ERC20_REWARD_TOKEN];
    }

    /// @notice The devnet has no liquidation manager; this returns the zero address.
    function getFantomLiquidationManager() external view returns (address) {
        return _addressPool[MOD_LIQUIDATION_MANAGER];
    }

    function setFantomMint(address addr) external onlyOwner {
        _addressPool[MOD_FANTOM_MINT] = addr;
        emit MinterChanged(addr);
    }

    function setCollateralPool(address addr) external onlyOwner {
        _addressPool[MOD_COLLATERAL_POOL] = addr;
        emit CollateralPoolChanged(addr);
    }

    function setDebtPool(address addr) external onlyOwner {
        _addressPool[MOD_DEBT_POOL] = addr;
        emit DebtPoolChanged(addr);
    }

    function setPriceOracleProxy(address addr) external onlyOwner {
        _addressPool[MOD_PRICE_ORACLE] = addr;
        emit PriceOracleChanged(addr);
    }

    function setRewardDistribution(address addr) external onlyOwner {
        _addressPool[MOD_REWARD_DISTRIBUTION] = addr;
        emit RewardDistributionChanged(addr);
    }

    function setTokenRegistry(address addr) external onlyOwner {
        _addressPool[MOD_TOKEN_REGISTRY] = addr;
        emit TokenRegistryChanged(addr);
    }

    function setRewardToken(address addr) external onlyOwner {
        _addressPool[MOD_ERC20_REWARD_TOKEN] = addr;
        emit RewardTokenChanged(addr);
    }
}
