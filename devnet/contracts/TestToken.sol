// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DevnetERC20} from "./DevnetERC20.sol";

/// @title TestToken
/// @notice Devnet-only ERC-20 with a configurable name, symbol and decimals. No npm package ships a token
/// artifact with 6 or 8 decimals, so the devnet compiles this one from source.
contract TestToken is DevnetERC20 {
    string public name;
    string public symbol;
    uint8 public immutable decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) DevnetERC20(supply) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }
}
