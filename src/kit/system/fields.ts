/* Moved to src/api/resource/wire.ts (issue 23); kept until the system screens move onto entities. */
export * from '../../api/resource/wire';
