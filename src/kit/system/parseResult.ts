/* Moved to src/api/resource/rows.ts (issue 23); kept until the system screens move onto entities. */
export * from '../../api/resource/rows';
