import * as migration_20261122_155353_initial from './20261122_155353_initial';

export const migrations = [
  {
    up: migration_20261122_155353_initial.up,
    down: migration_20261122_155353_initial.down,
    name: '20261122_155353_initial'
  },
];
