/* Moved to src/api/resource/page.ts (issue 23); kept until the system screens move onto entities. */
export * from '../../api/resource/page';
