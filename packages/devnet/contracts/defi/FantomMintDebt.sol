// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ISyntheticToken} from "./IFantomMintDeps.sol";
import {FantomMintCollateral} from "./FantomMintCollateral.sol";

/// @notice Minting and repaying synths. Debt grows by the full amount; the user receives it minus the fee
/// `amount * fee4dec / 10000 + 1`, which stays in `feePool` (docs/chain-and-api.md#fmint-contracts).
abstract contract FantomMintDebt is FantomMintCollateral {
    uint256 public constant fMintFeeDigitsCorrection = 10000;

    mapping(address => uint256) public feePool;

    event Minted(address indexed token, address indexed user, uint256 amount, uint256 fee);
    event Repaid(address indexed token, address indexed user, uint256 amount);

    function getFMintFee4dec() public view virtual returns (uint256);

    function getMinDebtValue() public view virtual returns (uint256);

    function canMint(address token) public view virtual returns (bool);

    function mustMint(address token, uint256 amount) external nonReentrant {
        _requireMinted(_mint(token, amount));
    }

    function mint(address token, uint256 amount) external nonReentrant returns (uint256) {
        return _mint(token, amount);
    }

    /// @notice Mints as much of `token` as keeps the account at `ratio4dec` (the wallet sends 30000).
    function mustMintMax(address token, uint256 ratio4dec) external nonReentrant {
        _requireMinted(_mint(token, getMaxToMint(msg.sender, token, ratio4dec)));
    }

    function mintMax(address token, uint256 ratio4dec) external nonReentrant returns (uint256) {
        return _mint(token, getMaxToMint(msg.sender, token, ratio4dec));
    }

    function mustRepay(address token, uint256 amount) external nonReentrant {
        _requireRepaid(_repay(token, amount));
    }

    function repay(address token, uint256 amount) external nonReentrant returns (uint256) {
        return _repay(token, amount);
    }

    /// @notice Repays min(debt, wallet balance) of `token`.
    function mustRepayMax(address token) external nonReentrant {
        _requireRepaid(_repay(token, _repayMaxAmount(token)));
    }

    function repayMax(address token) external nonReentrant returns (uint256) {
        return _repay(token, _repayMaxAmount(token));
    }

    function _requireMinted(uint256 result) private pure {
        require(result != ERR_ZERO_AMOUNT, "non-zero amount expected");
        require(result != ERR_LOW_AMOUNT, "amount too low");
        require(result != ERR_MINTING_PROHIBITED, "minting of the token prohibited");
        require(result != ERR_NO_VALUE, "token has no value");
        require(result != ERR_LOW_COLLATERAL_RATIO, "insufficient collateral value");
        require(result != ERR_DUST_DEBT, "dust debt value");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function _requireRepaid(uint256 result) private pure {
        require(result != ERR_ZERO_AMOUNT, "non-zero amount expected");
        require(result != ERR_LOW_BALANCE, "insufficient debt outstanding");
        require(result != ERR_LOW_ALLOWANCE, "insufficient allowance");
        require(result != ERR_DUST_DEBT, "dust debt value");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function _repayMaxAmount(address token) private view returns (uint256) {
        uint256 debt = getDebtPool().balanceOf(msg.sender, token);
        uint256 held = IERC20(token).balanceOf(msg.sender);
        return debt < held ? debt : held;
    }

    function _mint(address token, uint256 amount) private returns (uint256) {
        if (amount == 0) {
            return ERR_ZERO_AMOUNT;
        }
        if (!canMint(token)) {
            return ERR_MINTING_PROHIBITED;
        }
        if (getPrice(token) == 0) {
            return ERR_NO_VALUE;
        }
        if (!debtCanIncrease(msg.sender, token, amount)) {
            return ERR_LOW_COLLATERAL_RATIO;
        }
        uint256 fee = (amount * getFMintFee4dec()) / fMintFeeDigitsCorrection + 1;
        if (fee >= amount) {
            return ERR_LOW_AMOUNT;
        }
        if (debtValueOf(msg.sender, token, amount) < getMinDebtValue()) {
            return ERR_DUST_DEBT;
        }
        _rewardUpdate(msg.sender);
        getDebtPool().add(msg.sender, token, amount);
        feePool[token] += fee;
        ISyntheticToken(token).mint(msg.sender, amount - fee);
        emit Minted(token, msg.sender, amount, fee);
        return ERR_NO_ERROR;
    }

    function _repay(address token, uint256 amount) private returns (uint256) {
        if (amount == 0) {
            return ERR_ZERO_AMOUNT;
        }
        if (amount > getDebtPool().balanceOf(msg.sender, token)) {
            return ERR_LOW_BALANCE;
        }
        if (amount > IERC20(token).allowance(msg.sender, address(this))) {
            return ERR_LOW_ALLOWANCE;
        }
        uint256 remaining = getDebtPool().totalOfDec(msg.sender, token, amount);
        if (remaining != 0 && remaining < getMinDebtValue()) {
            return ERR_DUST_DEBT;
        }
        ISyntheticToken(token).burnFrom(msg.sender, amount);
        _rewardUpdate(msg.sender);
        getDebtPool().sub(msg.sender, token, amount);
        emit Repaid(token, msg.sender, amount);
        return ERR_NO_ERROR;
    }
}
