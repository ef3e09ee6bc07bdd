// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev The slices of the fMint modules that the other modules call.
interface IAddressProvider {
    function getFantomMint() external view returns (address);
    function getCollateralPool() external view returns (address);
    function getDebtPool() external view returns (address);
    function getPriceOracleProxy() external view returns (address);
    function getRewardDistribution() external view returns (address);
    function getTokenRegistry() external view returns (address);
    function getRewardToken() external view returns (address);
}

interface IPriceOracle {
    function getPrice(address token) external view returns (uint256);
}

interface ITokenRegistry {
    function priceDecimals(address token) external view returns (uint8);
    function canDeposit(address token) external view returns (bool);
    function canMint(address token) external view returns (bool);
}

interface ITokenStorage {
    function balanceOf(address account, address token) external view returns (uint256);
    function total() external view returns (uint256);
    function totalOf(address account) external view returns (uint256);
    function totalOfInc(address account, address token, uint256 amount) external view returns (uint256);
    function totalOfDec(address account, address token, uint256 amount) external view returns (uint256);
    function add(address account, address token, uint256 amount) external;
    function sub(address account, address token, uint256 amount) external;
}

interface IRewardEligibility {
    function rewardCanClaim(address account) external view returns (bool);
    function rewardIsEligible(address account) external view returns (bool);
}

interface IRewardUpdate {
    function rewardUpdate(address account) external;
}

interface ISyntheticToken {
    function mint(address account, uint256 amount) external returns (bool);
    function burnFrom(address account, uint256 amount) external;
}
