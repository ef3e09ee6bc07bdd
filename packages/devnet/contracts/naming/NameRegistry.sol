// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Name registry shaped like "Rave Names" (docs/chain-and-api.md#naming): the wallet upper-cases the name
/// and calls `isOwnedByMapping(string)` (0x0fc2ccc0), then `getOwnerOfName(string)` (0xb465fe7e).
/// Names are stored upper-case, one name per owner. Not an ERC-721 here (the wallet never uses that part).
contract NameRegistry {
    uint256 public constant FEE_AMT = 1 ether;

    address public owner;
    mapping(bytes32 => address) internal ownerOfName;
    mapping(address => string) internal nameOfOwner;

    event NameRegistered(address indexed owner, string name);

    constructor() {
        owner = msg.sender;
    }

    function registerName(string calldata name) external payable {
        require(msg.value >= FEE_AMT, "Fee too low");
        _register(msg.sender, name);
    }

    /// Devnet seeding: the registry owner may assign a name without the fee.
    function registerNameFor(address to, string calldata name) external {
        require(msg.sender == owner, "Not owner");
        _register(to, name);
    }

    function _register(address to, string calldata name) internal {
        string memory upper = _toUpper(name);
        require(bytes(upper).length > 0, "Empty name");
        bytes32 key = keccak256(bytes(upper));
        require(ownerOfName[key] == address(0), "Name taken");
        require(bytes(nameOfOwner[to]).length == 0, "Already has a name");
        ownerOfName[key] = to;
        nameOfOwner[to] = upper;
        emit NameRegistered(to, upper);
    }

    function isOwnedByMapping(string calldata name) external view returns (bool) {
        return ownerOfName[keccak256(bytes(name))] != address(0);
    }

    function getOwnerOfName(string calldata name) external view returns (address) {
        return ownerOfName[keccak256(bytes(name))];
    }

    function getNameFromOwner(address addr) external view returns (string memory) {
        return nameOfOwner[addr];
    }

    function sendFTMToName(string calldata name) external payable {
        address to = ownerOfName[keccak256(bytes(name))];
        require(to != address(0), "Name not found");
        (bool sent, ) = payable(to).call{value: msg.value}("");
        require(sent, "Transfer failed");
    }

    function _toUpper(string memory s) internal pure returns (string memory) {
        bytes memory b = bytes(s);
        for (uint256 i = 0; i < b.length; i++) {
            if (b[i] >= 0x61 && b[i] <= 0x7a) {
                b[i] = bytes1(uint8(b[i]) - 32);
            }
        }
        return string(b);
    }
}
