import * as migration_20261122_155345_initial from './20261122_155345_initial';

export const migrations = [
  {
    up: migration_20261122_155345_initial.up,
    down: migration_20261122_155345_initial.down,
    name: '20261122_155345_initial'
  },
];
