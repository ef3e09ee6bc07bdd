// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {FantomMintBalanceGuard} from "./FantomMintBalanceGuard.sol";

/// @notice Collateral deposits and withdrawals of fMint. Each `mustX` reverts with the real reason string;
/// the plain `x` returns an error code instead (docs/chain-and-api.md#fmint-contracts).
abstract contract FantomMintCollateral is FantomMintBalanceGuard, ReentrancyGuard {
    using SafeERC20 for IERC20;

    event Deposited(address indexed token, address indexed user, uint256 amount);
    event Withdrawn(address indexed token, address indexed user, uint256 amount);

    function canDeposit(address token) public view virtual returns (bool);

    function getPrice(address token) public view virtual returns (uint256);

    function _rewardUpdate(address account) internal virtual;

    function mustDeposit(address token, uint256 amount) external nonReentrant {
        uint256 result = _deposit(token, amount);
        require(result != ERR_ZERO_AMOUNT, "non-zero amount expected");
        require(result != ERR_DEPOSIT_PROHIBITED, "deposit of the token prohibited");
        require(result != ERR_LOW_BALANCE, "insufficient token balance");
        require(result != ERR_LOW_ALLOWANCE, "insufficient allowance");
        require(result != ERR_NO_VALUE, "token has no value");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function deposit(address token, uint256 amount) external nonReentrant returns (uint256) {
        return _deposit(token, amount);
    }

    function mustWithdraw(address token, uint256 amount) external nonReentrant {
        _requireWithdrawn(_withdraw(token, amount));
    }

    function withdraw(address token, uint256 amount) external nonReentrant returns (uint256) {
        return _withdraw(token, amount);
    }

    /// @notice Withdraws as much of `token` as keeps the account at `ratio4dec`.
    function mustWithdrawMax(address token, uint256 ratio4dec) external nonReentrant {
        _requireWithdrawn(_withdraw(token, getMaxToWithdraw(msg.sender, token, ratio4dec)));
    }

    function withdrawMax(address token, uint256 ratio4dec) external nonReentrant returns (uint256) {
        return _withdraw(token, getMaxToWithdraw(msg.sender, token, ratio4dec));
    }

    function _requireWithdrawn(uint256 result) private pure {
        require(result != ERR_ZERO_AMOUNT, "non-zero amount expected");
        require(result != ERR_LOW_BALANCE, "insufficient collateral balance");
        require(result != ERR_NO_VALUE, "token has no value");
        require(result != ERR_LOW_COLLATERAL_RATIO, "insufficient collateral value remains");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function _deposit(address token, uint256 amount) private returns (uint256) {
        if (amount == 0) {
            return ERR_ZERO_AMOUNT;
        }
        if (!canDeposit(token)) {
            return ERR_DEPOSIT_PROHIBITED;
        }
        if (amount > IERC20(token).balanceOf(msg.sender)) {
            return ERR_LOW_BALANCE;
        }
        if (amount > IERC20(token).allowance(msg.sender, address(this))) {
            return ERR_LOW_ALLOWANCE;
        }
        if (getPrice(token) == 0) {
            return ERR_NO_VALUE;
        }
        _rewardUpdate(msg.sender);
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        getCollateralPool().add(msg.sender, token, amount);
        emit Deposited(token, msg.sender, amount);
        return ERR_NO_ERROR;
    }

    function _withdraw(address token, uint256 amount) private returns (uint256) {
        if (amount == 0) {
            return ERR_ZERO_AMOUNT;
        }
        if (amount > getCollateralPool().balanceOf(msg.sender, token)) {
            return ERR_LOW_BALANCE;
        }
        if (getPrice(token) == 0) {
            return ERR_NO_VALUE;
        }
        if (!collateralCanDecrease(msg.sender, token, amount)) {
            return ERR_LOW_COLLATERAL_RATIO;
        }
        _rewardUpdate(msg.sender);
        getCollateralPool().sub(msg.sender, token, amount);
        IERC20(token).safeTransfer(msg.sender, amount);
        emit Withdrawn(token, msg.sender, amount);
        return ERR_NO_ERROR;
    }
}
