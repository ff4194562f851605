export function bundleServer(entry: string, outfile: string): Promise<void>;

/** Node's flags for the bundled server, shared by npm start and the benchmark. */
export declare const SERVER_NODE_FLAGS: string[];
