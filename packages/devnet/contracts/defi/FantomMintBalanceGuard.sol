// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ITokenStorage} from "./IFantomMintDeps.sol";
import {FantomMintErrorCodes} from "./FantomMintErrorCodes.sol";

/// @notice Collateral-to-debt ratio rules and limits of fMint (formulas of docs/chain-and-api.md#fmint-contracts).
/// Ratios have 4 decimals: 30000 = 300 %.
abstract contract FantomMintBalanceGuard is FantomMintErrorCodes {
    uint256 public constant collateralRatioDecimalsCorrection = 10000;

    function getCollateralLowestDebtRatio4dec() public view virtual returns (uint256);

    function getRewardEligibilityRatio4dec() public view virtual returns (uint256);

    function getCollateralPool() public view virtual returns (ITokenStorage);

    function getDebtPool() public view virtual returns (ITokenStorage);

    /// @notice Price of a token and its digits correction (10 ** priceDecimals).
    function getExtendedPrice(address token) public view virtual returns (uint256 price, uint256 digits);

    /// @notice Collateral value of `account` with `sub` tokens of `token` taken out (token 0 / sub 0: current).
    function collateralValueOf(address account, address token, uint256 sub) public view returns (uint256) {
        if (token == address(0) || sub == 0) {
            return getCollateralPool().totalOf(account);
        }
        return getCollateralPool().totalOfDec(account, token, sub);
    }

    /// @notice Debt value of `account` with `add` tokens of `token` added (token 0 / add 0: current).
    function debtValueOf(address account, address token, uint256 add) public view returns (uint256) {
        if (token == address(0) || add == 0) {
            return getDebtPool().totalOf(account);
        }
        return getDebtPool().totalOfInc(account, token, add);
    }

    /// @notice Amount of `token` the account can withdraw and keep at least `ratio`.
    function getMaxToWithdraw(address account, address token, uint256 ratio) public view returns (uint256) {
        (uint256 price, uint256 digits) = getExtendedPrice(token);
        require(price != 0, "collateral token has no value");
        uint256 collateral = collateralValueOf(account, address(0), 0);
        uint256 minCollateral = _minCollateralValue(debtValueOf(account, address(0), 0), ratio);
        if (collateral <= minCollateral) {
            return 0;
        }
        uint256 max = ((collateral - minCollateral) * digits) / price;
        uint256 deposited = getCollateralPool().balanceOf(account, token);
        return deposited < max ? deposited : max;
    }

    function maxToWithdraw(address account, address token, uint256 ratio) external view returns (uint256) {
        return getMaxToWithdraw(account, token, ratio);
    }

    /// @notice Amount of `token` the account can mint and keep at least `ratio`.
    function getMaxToMint(address account, address token, uint256 ratio) public view returns (uint256) {
        (uint256 price, uint256 digits) = getExtendedPrice(token);
        require(price != 0, "collateral token has no value");
        uint256 collateral = collateralValueOf(account, address(0), 0);
        uint256 minCollateral = _minCollateralValue(debtValueOf(account, address(0), 0), ratio);
        if (collateral <= minCollateral || ratio == 0) {
            return 0;
        }
        uint256 maxDebtValue = ((collateral - minCollateral) * collateralRatioDecimalsCorrection) / ratio;
        if (maxDebtValue == 0) {
            return 0;
        }
        return ((maxDebtValue - 1) * digits) / price;
    }

    function maxToMint(address account, address token, uint256 ratio) external view returns (uint256) {
        return getMaxToMint(account, token, ratio);
    }

    /// @notice Amount of `token` the account must deposit to reach `ratio` (0 when it already does).
    function minToDeposit(address account, address token, uint256 ratio) external view returns (uint256) {
        (uint256 price, uint256 digits) = getExtendedPrice(token);
        require(price != 0, "collateral token has no value");
        uint256 collateral = collateralValueOf(account, address(0), 0);
        uint256 minCollateral = _minCollateralValue(debtValueOf(account, address(0), 0), ratio);
        if (collateral >= minCollateral) {
            return 0;
        }
        return ((minCollateral - collateral + 1) * digits) / price + 1;
    }

    function collateralCanDecrease(address account, address token, uint256 amount) public view returns (bool) {
        return _isCollateralSufficient(account, token, amount, 0, getCollateralLowestDebtRatio4dec());
    }

    function debtCanIncrease(address account, address token, uint256 amount) public view returns (bool) {
        return _isCollateralSufficient(account, token, 0, amount, getCollateralLowestDebtRatio4dec());
    }

    function checkCollateralCanDecrease(address account, address token, uint256 amount) external view returns (bool) {
        return collateralCanDecrease(account, token, amount);
    }

    function checkDebtCanIncrease(address account, address token, uint256 amount) external view returns (bool) {
        return debtCanIncrease(account, token, amount);
    }

    /// @notice True while the account's ratio is at least the 300 % minimum.
    function rewardCanClaim(address account) external view returns (bool) {
        return _isCollateralSufficient(account, address(0), 0, 0, getCollateralLowestDebtRatio4dec());
    }

    /// @notice True while the account's ratio is at least the 500 % reward eligibility ratio.
    function rewardIsEligible(address account) external view returns (bool) {
        return _isCollateralSufficient(account, address(0), 0, 0, getRewardEligibilityRatio4dec());
    }

    function _minCollateralValue(uint256 debtValue, uint256 ratio) internal pure returns (uint256) {
        uint256 value = (debtValue * ratio) / collateralRatioDecimalsCorrection;
        if (ratio % collateralRatioDecimalsCorrection != 0) {
            value += 1;
        }
        return value;
    }

    function _isCollateralSufficient(address account, address token, uint256 subCollateral, uint256 addDebt, uint256 ratio)
        internal
        view
        returns (bool)
    {
        if (subCollateral > getCollateralPool().balanceOf(account, token)) {
            return false;
        }
        uint256 debtValue = debtValueOf(account, token, addDebt);
        uint256 collateralValue = collateralValueOf(account, token, subCollateral);
        return collateralValue >= _minCollateralValue(debtValue, ratio);
    }
}
