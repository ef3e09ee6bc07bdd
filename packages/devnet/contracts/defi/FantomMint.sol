// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IAddressProvider, IPriceOracle, IRewardUpdate, ITokenRegistry, ITokenStorage} from "./IFantomMintDeps.sol";
import {FantomMintDebt} from "./FantomMintDebt.sol";

/// @notice fMint: lock collateral (WFTM, sFTM), mint synths (fUSD) at a minimum 300 % collateral-to-debt ratio. Same
/// user entry points, views, configuration getters and events as Opera's FantomMint
/// (docs/chain-and-api.md#fmint-contracts). Other modules are found through the address provider.
contract FantomMint is Ownable, FantomMintDebt {
    IAddressProvider public immutable addressProvider;

    uint256 public collateralLowestDebtRatio4dec = 30000;
    uint256 public rewardEligibilityRatio4dec = 50000;
    uint256 public fMintFee4dec = 50;
    /// @dev The mainnet-era fMint the wallet was written against had no dust-debt rule, so it starts off.
    uint256 public minDebtValue = 0;

    event CollateralLowestDebtRatioChanged(uint256 ratio4dec);
    event RewardEligibilityRatioChanged(uint256 ratio4dec);
    event MintFeeChanged(uint256 fee4dec);
    event MinDebtValueChanged(uint256 value);

    constructor(address owner_, address addressProvider_) Ownable(owner_) {
        addressProvider = IAddressProvider(addressProvider_);
    }

    function getCollateralLowestDebtRatio4dec() public view override returns (uint256) {
        return collateralLowestDebtRatio4dec;
    }

    function getRewardEligibilityRatio4dec() public view override returns (uint256) {
        return rewardEligibilityRatio4dec;
    }

    function getFMintFee4dec() public view override returns (uint256) {
        return fMintFee4dec;
    }

    function getMinDebtValue() public view override returns (uint256) {
        return minDebtValue;
    }

    function getCollateralPool() public view override returns (ITokenStorage) {
        return ITokenStorage(addressProvider.getCollateralPool());
    }

    function getDebtPool() public view override returns (ITokenStorage) {
        return ITokenStorage(addressProvider.getDebtPool());
    }

    function canDeposit(address token) public view override returns (bool) {
        return ITokenRegistry(addressProvider.getTokenRegistry()).canDeposit(token);
    }

    function canMint(address token) public view override returns (bool) {
        return ITokenRegistry(addressProvider.getTokenRegistry()).canMint(token);
    }

    /// @notice Oracle price of one whole token, `priceDecimals` decimals (18 on the devnet).
    function getPrice(address token) public view override returns (uint256) {
        return IPriceOracle(addressProvider.getPriceOracleProxy()).getPrice(token);
    }

    function getExtendedPrice(address token) public view override returns (uint256 price, uint256 digits) {
        price = getPrice(token);
        digits = 10 ** uint256(ITokenRegistry(addressProvider.getTokenRegistry()).priceDecimals(token));
    }

    function cfgSetLowestCollateralRatio(uint256 ratio4dec) external onlyOwner {
        collateralLowestDebtRatio4dec = ratio4dec;
        emit CollateralLowestDebtRatioChanged(ratio4dec);
    }

    function cfgSetRewardEligibilityRatio(uint256 ratio4dec) external onlyOwner {
        rewardEligibilityRatio4dec = ratio4dec;
        emit RewardEligibilityRatioChanged(ratio4dec);
    }

    function cfgSetMintFee(uint256 fee4dec) external onlyOwner {
        fMintFee4dec = fee4dec;
        emit MintFeeChanged(fee4dec);
    }

    function cfgSetMinDebtValue(uint256 value) external onlyOwner {
        minDebtValue = value;
        emit MinDebtValueChanged(value);
    }

    function _rewardUpdate(address account) internal override {
        address distribution = addressProvider.getRewardDistribution();
        if (distribution != address(0)) {
            IRewardUpdate(distribution).rewardUpdate(account);
        }
    }
}
