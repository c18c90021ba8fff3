import { makeStore } from './store';

describe('makeStore', () => {
  it("reports a File or a callback in an endpoint's arguments, which a DevTools trace could not carry", () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = makeStore({ devTools: false });
      store.dispatch({ type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { uploadId: 'upload-1', name: 'a.png', size: 1 } } } });
      expect(report).not.toHaveBeenCalled();
      store.dispatch({ type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { file: new Blob(['x']), onProgress: () => undefined } } } });
      expect(report.mock.calls[0]?.[0]).toMatch(/^A non-serializable value was detected in an action, in the path: `meta\.arg\.originalArgs\.file`/);
    } finally {
      report.mockRestore();
    }
  });
});
