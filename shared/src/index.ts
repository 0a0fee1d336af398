/**
 * @fitness-manager/shared: what the server and the client must agree on, in one place. It knows no feature of
 * either side and imports nothing: plain TypeScript for Node (built to CommonJS in dist/) and for Vite (read from src/).
 */
export * from './limits';
export * from './decimal-marks';
export * from './macros';
export * from './names';
export * from './nutrition';
export * from './units';
export * from './lifting';
export * from './dates';
export * from './body-weight';
export * from './languages';
export * from './sessions';
