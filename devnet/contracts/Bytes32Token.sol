// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DevnetERC20} from "./DevnetERC20.sol";

/// @title Bytes32Token
/// @notice Devnet-only ERC-20 whose name() and symbol() return bytes32, like early mainnet tokens (MKR, SAI).
/// The app must decode these; no npm package ships such an artifact.
contract Bytes32Token is DevnetERC20 {
    bytes32 public name;
    bytes32 public symbol;
    uint8 public constant decimals = 18;

    constructor(bytes32 name_, bytes32 symbol_, uint256 supply) DevnetERC20(supply) {
        name = name_;
        symbol = symbol_;
    }
}
