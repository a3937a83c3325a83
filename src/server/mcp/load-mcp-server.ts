/**
 * The MCP server and its tools, loaded with the first MCP request: the MCP library is a large part of an idle
 * instance's memory, and most instances serve no MCP client.
 */
export const loadMcpServer = () => import('./mcp-server');
