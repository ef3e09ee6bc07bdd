// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IAddressProvider, IRewardEligibility, ITokenStorage} from "./IFantomMintDeps.sol";
import {FantomMintErrorCodes} from "./FantomMintErrorCodes.sol";

/// @notice fMint rewards (docs/chain-and-api.md#fmint-contracts). The contract holds the reward token (WFTM). Anyone
/// may push the rewards unlocked since the last push (`rewardPerSecond` each second, at most once per hour); a push
/// spreads them over a one-day reward epoch among debt holders by debt value. Accounts at or above the 500 %
/// eligibility ratio accumulate their share; at or above 300 % they can claim it.
contract FantomMintRewardDistribution is Ownable, FantomMintErrorCodes {
    using SafeERC20 for IERC20;

    uint256 public constant rewardEpochLength = 1 days;
    uint256 public constant minRewardPushInterval = 1 hours;
    uint256 public constant rewardPerTokenDecimalsCorrection = 1e18;

    IAddressProvider public immutable addressProvider;

    uint256 public lastRewardPush;
    uint256 public rewardPerSecond;
    uint256 public rewardRate;
    uint256 public rewardEpochEnds;
    uint256 public rewardUpdated;
    uint256 public rewardLastPerToken;
    mapping(address => uint256) public rewardPerTokenPaid;
    mapping(address => uint256) public rewardStash;
    /// @dev Rewards notified to an epoch and not yet paid out; a push may only unlock what the balance covers.
    uint256 private _committed;

    event RewardAdded(uint256 reward);
    event RewardPaid(address indexed user, uint256 reward);
    /// @dev Named per year on Opera, but the value is per second.
    event RateUpdated(uint256 rewardPerYear);

    constructor(address owner_, address addressProvider_) Ownable(owner_) {
        addressProvider = IAddressProvider(addressProvider_);
    }

    // ----- push -----

    function mustRewardPush() external {
        uint256 result = rewardPush();
        require(result != ERR_REWARDS_EARLY, "too early for a rewards push");
        require(result != ERR_REWARDS_NONE, "no rewards unlocked");
        require(result != ERR_REWARDS_DEPLETED, "rewards depleted");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function rewardPush() public returns (uint256) {
        if (lastRewardPush == 0) {
            lastRewardPush = block.timestamp;
            return ERR_NO_ERROR;
        }
        if (block.timestamp < lastRewardPush + minRewardPushInterval) {
            return ERR_REWARDS_EARLY;
        }
        uint256 amount = (block.timestamp - lastRewardPush) * rewardPerSecond;
        if (amount == 0) {
            return ERR_REWARDS_NONE;
        }
        if (_committed + amount > rewardTokenAddress().balanceOf(address(this))) {
            return ERR_REWARDS_DEPLETED;
        }
        lastRewardPush = block.timestamp;
        _notify(amount);
        return ERR_NO_ERROR;
    }

    function rewardUpdateRate(uint256 perSecond) external onlyOwner {
        require(perSecond > 0, "invalid reward rate");
        if (rewardPerSecond != 0) {
            // settle what the old rate unlocked; an early or unfunded push simply keeps it pending
            rewardPush();
        }
        rewardPerSecond = perSecond;
        emit RateUpdated(perSecond);
    }

    function rewardCleanup(address recipient) external onlyOwner {
        IERC20 token = rewardTokenAddress();
        token.safeTransfer(recipient, token.balanceOf(address(this)));
        _committed = 0;
    }

    // ----- claim -----

    function mustRewardClaim() external {
        uint256 result = rewardClaim();
        require(result != ERR_NO_REWARD, "no rewards earned");
        require(result != ERR_REWARD_CLAIM_REJECTED, "reward claim rejected");
        require(result == ERR_NO_ERROR, "unexpected failure");
    }

    function rewardClaim() public returns (uint256) {
        _update(msg.sender);
        uint256 reward = rewardStash[msg.sender];
        if (reward == 0) {
            return ERR_NO_REWARD;
        }
        if (!rewardCanClaim(msg.sender)) {
            return ERR_REWARD_CLAIM_REJECTED;
        }
        rewardStash[msg.sender] = 0;
        _committed = _committed > reward ? _committed - reward : 0;
        rewardTokenAddress().safeTransfer(msg.sender, reward);
        emit RewardPaid(msg.sender, reward);
        return ERR_NO_ERROR;
    }

    // ----- bookkeeping -----

    /// @notice Settles an account's share before its debt changes; called by FantomMint (or the account itself).
    function rewardUpdate(address account) external {
        require(
            msg.sender == addressProvider.getFantomMint() || msg.sender == account, "reward update restricted"
        );
        _update(account);
    }

    function rewardUpdateGlobal() external {
        _update(address(0));
    }

    // ----- views -----

    function rewardApplicableUntil() public view returns (uint256) {
        return block.timestamp < rewardEpochEnds ? block.timestamp : rewardEpochEnds;
    }

    function rewardPerToken() public view returns (uint256) {
        uint256 principal = principalBalance();
        uint256 until = rewardApplicableUntil();
        if (principal == 0 || until <= rewardUpdated) {
            return rewardLastPerToken;
        }
        return rewardLastPerToken + ((until - rewardUpdated) * rewardRate * rewardPerTokenDecimalsCorrection) / principal;
    }

    /// @notice Stashed plus not yet stashed rewards of the account; the unstashed part only while the account is
    /// eligible (below 500 % its share of the period is lost at the next update,
    /// docs/chain-and-api.md#fmint-contracts).
    function rewardEarned(address account) public view returns (uint256) {
        if (!rewardIsEligible(account)) {
            return rewardStash[account];
        }
        return _earned(account);
    }

    /// @notice Total debt value in fMint: the principal rewards are shared by.
    function principalBalance() public view returns (uint256) {
        return ITokenStorage(addressProvider.getDebtPool()).total();
    }

    function principalBalanceOf(address account) public view returns (uint256) {
        return ITokenStorage(addressProvider.getDebtPool()).totalOf(account);
    }

    function rewardTokenAddress() public view returns (IERC20) {
        return IERC20(addressProvider.getRewardToken());
    }

    function rewardCanClaim(address account) public view returns (bool) {
        return IRewardEligibility(addressProvider.getFantomMint()).rewardCanClaim(account);
    }

    function rewardIsEligible(address account) public view returns (bool) {
        return IRewardEligibility(addressProvider.getFantomMint()).rewardIsEligible(account);
    }

    // ----- internals -----

    function _earned(address account) private view returns (uint256) {
        return (principalBalanceOf(account) * (rewardPerToken() - rewardPerTokenPaid[account]))
            / rewardPerTokenDecimalsCorrection + rewardStash[account];
    }

    function _notify(uint256 reward) private {
        _update(address(0));
        _committed += reward;
        if (block.timestamp < rewardEpochEnds) {
            reward += (rewardEpochEnds - block.timestamp) * rewardRate;
        }
        rewardRate = reward / rewardEpochLength;
        rewardEpochEnds = block.timestamp + rewardEpochLength;
        rewardUpdated = block.timestamp;
        emit RewardAdded(reward);
    }

    function _update(address account) private {
        rewardLastPerToken = rewardPerToken();
        rewardUpdated = rewardApplicableUntil();
        if (account != address(0)) {
            if (rewardIsEligible(account)) {
                rewardStash[account] = _earned(account);
            }
            rewardPerTokenPaid[account] = rewardLastPerToken;
        }
    }
}
