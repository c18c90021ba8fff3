// Jest stand-in for imported image files: the bundler would give a URL.
export default 'test-file-stub';
