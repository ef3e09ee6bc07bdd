// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A minimal Unstoppable Domains reader for the devnet (docs/chain-and-api.md#naming). The wallet reads a domain
/// the way the Unstoppable Domains resolution library (npm: unstoppabledomains/resolution) reads its ProxyReader: one call to
/// `getData(string[] keys, uint256 tokenId)` returning the domain's resolver, its owner and the values of the asked
/// record keys, where the token id is the domain's namehash (the same recursive keccak-256 as ENS). An unregistered
/// domain has neither resolver nor owner. Here the reader keeps the records itself (it is also the resolver), and
/// only its deployer registers domains; UD's registry, minting and resolver contracts are not reproduced.
contract UnsProxyReader {
    address public admin;
    mapping(uint256 => address) internal owners;
    mapping(uint256 => mapping(string => string)) internal records;

    event Registered(uint256 indexed tokenId, address owner);
    event Set(uint256 indexed tokenId, string key, string value);

    constructor() {
        admin = msg.sender;
    }

    /// Devnet seeding: gives the domain `tokenId` an owner and one record per key.
    function register(uint256 tokenId, address owner, string[] calldata keys, string[] calldata values) external {
        require(msg.sender == admin, "Not admin");
        require(owner != address(0), "Zero owner");
        require(keys.length == values.length, "Keys and values differ");
        owners[tokenId] = owner;
        emit Registered(tokenId, owner);
        for (uint256 i = 0; i < keys.length; i++) {
            records[tokenId][keys[i]] = values[i];
            emit Set(tokenId, keys[i], values[i]);
        }
    }

    function getData(string[] calldata keys, uint256 tokenId)
        external
        view
        returns (address resolver, address owner, string[] memory values)
    {
        owner = owners[tokenId];
        resolver = owner == address(0) ? address(0) : address(this);
        values = getMany(keys, tokenId);
    }

    function getMany(string[] calldata keys, uint256 tokenId) public view returns (string[] memory values) {
        values = new string[](keys.length);
        for (uint256 i = 0; i < keys.length; i++) {
            values[i] = records[tokenId][keys[i]];
        }
    }
}
